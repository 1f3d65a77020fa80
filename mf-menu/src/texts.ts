import { useNamespace, textsOfParts } from '@storefront/shared';
import { branchSelectTexts } from './features/branch-select/texts';
import { cartTexts } from './features/cart/texts';
import { dineInTexts } from './features/dine-in/texts';
import { homeTexts } from './features/home/texts';
import { itemDialogTexts } from './features/item-dialog/texts';
import { menuTexts } from './features/menu/texts';
import { orderTypeTexts } from './features/order-type/texts';

const screens = {
  en: {
    home: 'Home',
    menu: 'Menu',
    menuByType: 'Menu',
    dineInMenu: 'Dine-in menu',
    item: 'Menu',
    selectType: 'Choose how to order',
    selectTypeBranch: 'Choose a branch',
  },
  ar: {
    home: 'الرئيسية',
    menu: 'قائمة الطعام',
    menuByType: 'قائمة الطعام',
    dineInMenu: 'قائمة الطلب داخل المطعم',
    item: 'قائمة الطعام',
    selectType: 'اختر طريقة الطلب',
    selectTypeBranch: 'اختر الفرع',
  },
};

/** The `menu` namespace: this remote's texts in both languages, each feature's beside its code. */
export const texts = textsOfParts({
  screens,
  orderType: orderTypeTexts,
  home: homeTexts,
  branchSelect: branchSelectTexts,
  menu: menuTexts,
  itemDialog: itemDialogTexts,
  cart: cartTexts,
  dineIn: dineInTexts,
});

export const NAMESPACE = 'menu';

export const useMenuTexts = () => useNamespace(NAMESPACE, texts);
