import { rectangle, type DemoMenu, type DemoMenuItem } from './demo-menu';
import { drinkSize, grillSides, riceDishSize, riceExtras } from './sufra-options';

type Names = [en: string, ar: string];

const dish = (
  id: number,
  [en, ar]: Names,
  [descriptionEn, descriptionAr]: Names,
  price: number,
  calories: number,
  allergens: string[],
  extra: Partial<DemoMenuItem> = {},
): DemoMenuItem => ({
  id,
  names: { ar, en },
  descriptions: { ar: descriptionAr, en: descriptionEn },
  price,
  calories,
  allergens,
  max_per_purchase: 10,
  ...extra,
});

/** Sufra (SAR): Saudi and Arabic dishes; item 101 and group 12 are linked from the banners. */
export const SUFRA_MENU: DemoMenu = {
  groups: [
    {
      id: 10,
      names: { ar: 'الكبسة', en: 'Kabsa' },
      items: [
        dish(
          101,
          ['Chicken Kabsa', 'كبسة دجاج'],
          ['Spiced basmati rice with roasted chicken', 'رز بسمتي بالبهارات مع دجاج محمر'],
          32,
          850,
          [],
          { option_groups: [riceDishSize(14, 30), riceExtras] },
        ),
        dish(102, ['Lamb Kabsa', 'كبسة لحم'], ['Slow-cooked lamb on kabsa rice', 'لحم غنم مطهو ببطء على رز الكبسة'], 58, 1100, [], {
          option_groups: [riceDishSize(40, 95), riceExtras],
        }),
        dish(103, ['Camel Kabsa', 'كبسة حاشي'], ['Tender young camel meat with kabsa rice', 'لحم حاشي طري مع رز الكبسة'], 65, 1050, [], {
          option_groups: [riceDishSize(45, 110)],
          scheduled_only: true,
        }),
        dish(
          104,
          ['Shrimp Kabsa', 'كبسة روبيان'],
          ['Gulf shrimp cooked with spiced rice', 'روبيان الخليج مطبوخ مع الرز المبهر'],
          54,
          780,
          ['shellfish'],
          { sold_out_at: ['Sufra - Olaya'] },
        ),
        dish(105, ['Vegetable Kabsa', 'كبسة خضار'], ['Kabsa rice with seasonal vegetables', 'رز الكبسة مع خضار موسمية'], 24, 620, []),
      ],
    },
    {
      id: 11,
      names: { ar: 'المندي والمظبي', en: 'Mandi & Madhbi' },
      items: [
        dish(111, ['Chicken Mandi', 'مندي دجاج'], ['Smoked chicken over mandi rice', 'دجاج مدخن على رز المندي'], 34, 880, [], {
          option_groups: [riceDishSize(15, 32), riceExtras],
        }),
        dish(112, ['Lamb Mandi', 'مندي لحم'], ['Pit-cooked lamb with fragrant rice', 'لحم مطهو في الحفرة مع رز معطر'], 62, 1150, [], {
          option_groups: [riceDishSize(42, 100), riceExtras],
        }),
        dish(113, ['Chicken Madhbi', 'مظبي دجاج'], ['Chicken grilled on hot stones', 'دجاج مشوي على الحجر'], 36, 760, []),
        dish(114, ['Lamb Haneeth', 'حنيذ لحم'], ['Slow-roasted lamb, Asiri style', 'لحم محنوذ على الطريقة العسيرية'], 70, 1200, [], {
          not_served_at: ['Sufra - Al Malqa'],
        }),
        dish(115, ['Chicken Mathbi Platter', 'صحن مظبي عائلي'], ['Family platter for four', 'صحن عائلي لأربعة أشخاص'], 135, 3200, [], {
          max_per_purchase: 3,
          order_types: ['delivery', 'pickup', 'dine_in'],
        }),
      ],
    },
    {
      id: 12,
      names: { ar: 'المشويات', en: 'Grills' },
      items: [
        dish(121, ['Mixed Grill', 'مشاوي مشكلة'], ['Kebab, shish tawook and lamb chops', 'كباب وشيش طاووق وريش غنم'], 79, 1300, [], {
          option_groups: [grillSides],
        }),
        dish(122, ['Shish Tawook', 'شيش طاووق'], ['Marinated chicken skewers', 'أسياخ دجاج متبلة'], 38, 640, ['dairy'], {
          option_groups: [grillSides],
        }),
        dish(123, ['Lamb Kebab', 'كباب لحم'], ['Minced lamb skewers with parsley', 'أسياخ لحم مفروم بالبقدونس'], 42, 720, [], {
          option_groups: [grillSides],
        }),
        dish(124, ['Lamb Chops', 'ريش غنم'], ['Grilled lamb chops', 'ريش غنم مشوية'], 72, 900, [], { option_groups: [grillSides] }),
        dish(125, ['Grilled Hamour', 'هامور مشوي'], ['Whole Gulf hamour with lemon', 'هامور خليجي كامل بالليمون'], 89, 650, ['fish'], {
          option_groups: [grillSides],
        }),
      ],
    },
    {
      id: 13,
      names: { ar: 'المقبلات', en: 'Appetizers' },
      items: [
        dish(131, ['Hummus', 'حمص'], ['Chickpea purée with tahini and olive oil', 'حمص بالطحينة وزيت الزيتون'], 16, 320, ['sesame']),
        dish(132, ['Mutabbal', 'متبل'], ['Smoked aubergine with tahini', 'باذنجان مدخن بالطحينة'], 17, 280, ['sesame']),
        dish(
          133,
          ['Sambousek', 'سمبوسة'],
          ['Crispy pastries with meat or cheese', 'معجنات مقرمشة باللحم أو الجبن'],
          18,
          420,
          ['gluten', 'dairy'],
          {
            option_groups: [
              {
                names: { ar: 'الحشوة', en: 'Filling' },
                required: true,
                min: 1,
                max: 2,
                options: [
                  { names: { ar: 'لحم', en: 'Meat' }, price: 0 },
                  { names: { ar: 'جبن', en: 'Cheese' }, price: 0 },
                  { names: { ar: 'خضار', en: 'Vegetables' }, price: 0 },
                ],
              },
            ],
          },
        ),
        dish(134, ['Falafel', 'فلافل'], ['Six falafel with tahini sauce', 'ست حبات فلافل مع الطحينة'], 14, 380, ['sesame']),
        dish(135, ['Kibbeh', 'كبة'], ['Fried bulgur shells stuffed with meat', 'كبة برغل محشوة باللحم'], 22, 460, ['gluten', 'nuts']),
        dish(136, ['Mutabbaq', 'مطبق'], ['Stuffed pan-fried bread with egg and leek', 'مطبق بالبيض والكراث'], 19, 540, ['gluten', 'eggs']),
      ],
    },
    {
      id: 14,
      names: { ar: 'السلطات', en: 'Salads' },
      items: [
        dish(141, ['Fattoush', 'فتوش'], ['Garden vegetables, sumac and crisp bread', 'خضار طازجة وسماق وخبز محمص'], 19, 220, ['gluten']),
        dish(142, ['Tabbouleh', 'تبولة'], ['Parsley, bulgur, tomato and lemon', 'بقدونس وبرغل وطماطم وليمون'], 18, 180, ['gluten']),
        dish(143, ['Arabic Salad', 'سلطة عربية'], ['Cucumber, tomato and mint', 'خيار وطماطم ونعناع'], 14, 120, []),
        dish(144, ['Jarjeer Salad', 'سلطة جرجير'], ['Rocket leaves with pomegranate molasses', 'جرجير بدبس الرمان'], 17, 150, []),
      ],
    },
    {
      id: 15,
      names: { ar: 'الحلويات', en: 'Sweets' },
      items: [
        dish(151, ['Kunafa', 'كنافة'], ['Hot kunafa with Nabulsi cheese', 'كنافة ساخنة بالجبن النابلسي'], 26, 610, [
          'gluten',
          'dairy',
          'nuts',
        ]),
        dish(152, ['Umm Ali', 'أم علي'], ['Baked pastry pudding with nuts', 'حلى أم علي بالمكسرات'], 24, 580, ['gluten', 'dairy', 'nuts']),
        dish(153, ['Luqaimat', 'لقيمات'], ['Sweet dumplings with date syrup', 'لقيمات بدبس التمر'], 15, 450, ['gluten']),
        dish(154, ['Saudi Dates Platter', 'صحن تمور'], ['Sukkari and Ajwa dates', 'تمر سكري وعجوة'], 20, 300, []),
        dish(155, ['Basbousa', 'بسبوسة'], ['Semolina cake with syrup', 'كيكة سميد بالقطر'], 16, 420, ['gluten', 'dairy']),
      ],
    },
    {
      id: 16,
      names: { ar: 'المشروبات', en: 'Drinks' },
      items: [
        dish(161, ['Saudi Coffee', 'قهوة سعودية'], ['Cardamom coffee with dates', 'قهوة بالهيل مع التمر'], 12, 10, [], {
          max_per_purchase: 20,
        }),
        dish(162, ['Karak Tea', 'شاي كرك'], ['Spiced milk tea', 'شاي بالحليب والبهارات'], 9, 160, ['dairy'], {
          option_groups: [drinkSize],
        }),
        dish(163, ['Fresh Lemon Mint', 'ليمون بالنعناع'], ['Freshly squeezed lemon with mint', 'ليمون طازج بالنعناع'], 14, 140, [], {
          option_groups: [drinkSize],
        }),
        dish(164, ['Laban', 'لبن'], ['Cold salted yoghurt drink', 'لبن بارد'], 6, 120, ['dairy'], { max_per_purchase: 20 }),
        dish(165, ['Vimto', 'فيمتو'], ['Chilled Vimto', 'فيمتو بارد'], 7, 150, [], { max_per_purchase: 20 }),
        dish(166, ['Water', 'ماء'], ['Still water 500 ml', 'ماء ٥٠٠ مل'], 2, 0, [], { max_per_purchase: 24 }),
      ],
    },
  ],
  deliveryZones: [
    {
      branch: 'Sufra - Olaya',
      names: { ar: 'العليا والسليمانية', en: 'Olaya & Sulaimaniyah' },
      ring: rectangle(46.66, 24.67, 46.71, 24.71),
      fee: 10,
      minimum_order: 50,
      eta_minutes: 35,
    },
    {
      branch: 'Sufra - King Fahd Road',
      names: { ar: 'الورود والمروج', en: 'Al Wurud & Al Muruj' },
      ring: rectangle(46.64, 24.71, 46.69, 24.76),
      fee: 12,
      minimum_order: 60,
      eta_minutes: 40,
    },
    {
      branch: 'Sufra - Al Malqa',
      names: { ar: 'الملقا وحطين', en: 'Al Malqa & Hittin' },
      ring: rectangle(46.57, 24.76, 46.64, 24.83),
      fee: 15,
      minimum_order: 70,
      eta_minutes: 45,
    },
  ],
};
