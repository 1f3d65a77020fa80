import { expect, test, type Page } from '../support/test';
import {
  answerHumanCheck,
  cartOnPage,
  clockLabel,
  customerOnPage,
  detailOf,
  FOUR_HUMMUS,
  OLAYA,
  placeScheduledPickup,
  savedVehicle,
  slotsOf,
} from '../support/checkout';
import { apiCall, loginByMobile } from '../support/api';
import { freshSaudiMobile } from '../support/accounts';
import { operatorCall, skipPopupBanners } from '../support/menu';
import { shellUrl } from '../support/ports';

/** Sufra's branches (api/src/seed/tenants/sufra-branches.ts): Olaya is open, Al Malqa takes scheduled orders only. */
const AL_MALQA = { branch_id: 3, branch_name: 'Sufra - Al Malqa' };

test.beforeEach(async ({ context }) => skipPopupBanners(context, 'sufra'));

const placeCash = async (page: Page) => {
  await page.getByRole('radio', { name: 'Cash' }).check();
  await answerHumanCheck(page);
  await page.getByRole('button', { name: 'Place the order' }).click();
};

/** The day as the checkout's day list shows it (YYYY/MM/DD). */
const dayLabel = (day: string) => day.replace(/-/g, '/');

test.describe('pickup from the car', () => {
  test('the customer picks one of the saved cars; the order page shows that car', async ({ page }) => {
    const { token } = await customerOnPage(page, 'sufra');
    await savedVehicle('sufra', token, { brand_id: 1, color_id: 1, plate_number: 'ABC 123' });
    await savedVehicle('sufra', token, { brand_id: 4, color_id: 5, plate_number: 'KSA 4521' });
    await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'curbside', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', '/en/checkout'));

    const cars = page.getByRole('group', { name: 'Your car' });
    await expect(cars.getByRole('radio')).toHaveCount(2);
    await page.getByRole('radio', { name: 'As soon as possible' }).check();
    // No car chosen yet: the order is not sent.
    await placeCash(page);
    await expect(cars.getByText('Choose your car')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/checkout$/);

    await cars.getByRole('radio', { name: /KSA 4521/ }).check();
    await answerHumanCheck(page);
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page).toHaveURL(/\/en\/o\/\d+$/);
    await expect(detailOf(page, 'Order type')).toHaveText('Pickup from your car');
    await expect(detailOf(page, 'Vehicle')).toHaveText('Kia, Red, plate KSA 4521');
  });

  test('a new car added inside the checkout (the plate is required first) is chosen and shown on the order', async ({ page }) => {
    const { token } = await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { ...OLAYA, order_type: 'curbside', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', '/en/checkout'));

    const cars = page.getByRole('group', { name: 'Your car' });
    await expect(cars.getByText('You have no saved car yet.')).toBeVisible();
    await cars.getByRole('button', { name: 'Add a car' }).click();
    const newCar = page.getByRole('group', { name: 'Add a car' });
    await newCar.getByLabel('Brand').selectOption({ label: 'Hyundai' });
    await newCar.getByLabel('Colour').selectOption({ label: 'Blue' });
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/user/customer-vehicles/create')) saves += 1;
    });
    await newCar.getByRole('button', { name: 'Save the car' }).click();
    // Refused in the form: the plate field says why, nothing is sent, the car is not listed.
    const plate = newCar.getByLabel('Plate number');
    await expect(plate).toHaveAttribute('aria-invalid', 'true');
    await expect(plate).toHaveAccessibleDescription('Field is required');
    await expect(newCar.getByLabel('Brand')).not.toHaveAttribute('aria-invalid', 'true');
    expect(saves).toBe(0);
    await expect(cars.getByRole('radio')).toHaveCount(0);

    await plate.fill('XYZ 987');
    await newCar.getByRole('button', { name: 'Save the car' }).click();
    await expect(page.getByRole('group', { name: 'Add a car' })).toHaveCount(0);
    await expect(cars.getByRole('radio', { name: /XYZ 987/ })).toBeChecked();
    // Saved on the customer's account too.
    const listed = await apiCall('sufra', '/api/v1/user/customer-vehicles/list', { token });
    expect(listed.body?.data).toEqual([expect.objectContaining({ brand_name: 'Hyundai', color_name: 'Blue', plate_number: 'XYZ 987' })]);

    await page.getByRole('radio', { name: 'As soon as possible' }).check();
    await placeCash(page);
    await expect(page).toHaveURL(/\/en\/o\/\d+$/);
    await expect(detailOf(page, 'Vehicle')).toHaveText('Hyundai, Blue, plate XYZ 987');
  });
});

test('dine-in from a table session: the table comes from the session and is on the order', async ({ page }) => {
  const opened = await operatorCall('sufra', '/api/v1/operator/dine-in/sessions', 'POST', { table_id: 104 });
  const sessionId = String(opened.data.session_id);
  try {
    await customerOnPage(page, 'sufra');
    await page.goto(shellUrl('sufra', `/en/menu/dine_in/session/${sessionId}`));
    await expect(page.getByText('Table T4 · Main hall · Sufra - Olaya')).toBeVisible();
    for (let count = 0; count < 2; count += 1) {
      await page.getByRole('button', { name: 'Choose Hummus' }).click();
      await page
        .getByRole('dialog', { name: 'Hummus' })
        .getByRole('button', { name: /Add to cart/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Hummus' })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Go to checkout' }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);

    const table = page.getByRole('region', { name: 'Your table' });
    await expect(table).toContainText('Table T4 – Main hall');
    // Served at the table now: no time to choose.
    await expect(page.getByRole('group', { name: 'When' })).toHaveCount(0);
    await placeCash(page);
    await expect(page).toHaveURL(/\/en\/o\/\d+$/);
    await expect(detailOf(page, 'Order type')).toHaveText('Dine-in');
    await expect(detailOf(page, 'Table number')).toHaveText('T4');
    await expect(detailOf(page, 'Branch')).toHaveText('Sufra - Olaya');
  } finally {
    await operatorCall('sufra', `/api/v1/operator/dine-in/sessions/${sessionId}`, 'PUT', { status: 'closed' });
  }
});

test.describe('scheduled orders', () => {
  test('a pickup scheduled for a day and time the api offers; the order page shows that time', async ({ page }) => {
    // Monday at Al Malqa (closed by hand, taking scheduled orders only): the fourth slot the api lists.
    const { days } = await slotsOf('sufra', AL_MALQA.branch_id, 'pickup');
    const day = days[1]!;
    const slot = (await slotsOf('sufra', AL_MALQA.branch_id, 'pickup', day)).slots[3]!;
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { ...AL_MALQA, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', '/en/checkout'));

    const when = page.getByRole('group', { name: 'When' });
    await expect(when.getByText('The branch cannot take an order for now; schedule it for later.')).toBeVisible();
    await expect(when.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
    await when.getByRole('radio', { name: 'Schedule for later' }).check();
    await when.getByLabel('Day').selectOption({ label: dayLabel(day) });
    await when.getByLabel('Time').selectOption({ label: `${clockLabel(slot.period, 'en')} – ${clockLabel(slot.ends, 'en')}` });
    await placeCash(page);

    await expect(page).toHaveURL(/\/en\/o\/\d+$/);
    await expect(detailOf(page, 'Scheduled for')).toHaveText(`${dayLabel(day)} ${clockLabel(slot.period, 'en')}`);
    await expect(detailOf(page, 'Branch')).toHaveText('Sufra - Al Malqa');
  });

  test('a slot that filled up meanwhile is refused at the time field; another time goes through', async ({ page }) => {
    // Tuesday at Al Malqa: the sixth slot is chosen, then other customers' orders fill it.
    const { days } = await slotsOf('sufra', AL_MALQA.branch_id, 'pickup');
    const day = days[2]!;
    const offered = (await slotsOf('sufra', AL_MALQA.branch_id, 'pickup', day)).slots;
    const [full, other] = [offered[5]!, offered[6]!];
    await customerOnPage(page, 'sufra');
    await cartOnPage(page, 'sufra', { ...AL_MALQA, order_type: 'pickup', lines: FOUR_HUMMUS });
    await page.goto(shellUrl('sufra', '/en/checkout'));

    const when = page.getByRole('group', { name: 'When' });
    await when.getByRole('radio', { name: 'Schedule for later' }).check();
    await when.getByLabel('Day').selectOption({ label: dayLabel(day) });
    const time = when.getByLabel('Time');
    await time.selectOption({ label: `${clockLabel(full.period, 'en')} – ${clockLabel(full.ends, 'en')}` });

    const { token: otherCustomer } = await loginByMobile('sufra', 'SA', freshSaudiMobile());
    for (let placed = 0; placed < full.remaining; placed += 1)
      await placeScheduledPickup('sufra', otherCustomer, { branch_id: AL_MALQA.branch_id, day, period: full.period });
    expect((await slotsOf('sufra', AL_MALQA.branch_id, 'pickup', day)).slots.map((slot) => slot.period)).not.toContain(full.period);

    await placeCash(page);
    await expect(time).toHaveAccessibleDescription('The selected slot is invalid.');
    await expect(page).toHaveURL(/\/en\/checkout$/);

    await time.selectOption({ label: `${clockLabel(other.period, 'en')} – ${clockLabel(other.ends, 'en')}` });
    await answerHumanCheck(page);
    await page.getByRole('button', { name: 'Place the order' }).click();
    await expect(page).toHaveURL(/\/en\/o\/\d+$/);
    await expect(detailOf(page, 'Scheduled for')).toHaveText(`${dayLabel(day)} ${clockLabel(other.period, 'en')}`);
  });
});
