import type { Page } from './test';

/**
 * Records the page's layout shifts that no input caused, from its first paint: `count()` tells how
 * many so far and `since(n)` the values after the first n, both once two more frames have been painted
 * (so shifts not yet handed to the observer count too).
 */
export const recordLayoutShifts = async (page: Page) => {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
    const shifts: number[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    const layoutShifts = async () => {
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
      record(observer.takeRecords());
      return [...shifts];
    };
    Object.assign(window, { layoutShifts });
  });
  const layoutShifts = () => page.evaluate(() => (window as unknown as { layoutShifts: () => Promise<number[]> }).layoutShifts());
  return {
    count: async () => (await layoutShifts()).length,
    since: async (count: number) => (await layoutShifts()).slice(count),
  };
};
