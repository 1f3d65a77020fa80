/** A setting holding a list: stored as JSON, as comma-separated text, or already an array; its entries trimmed, empty ones left out. */
export const settingListOf = (value: unknown): string[] => {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = value.split(',');
    }
  }
  return Array.isArray(list) ? list.map((entry) => String(entry).trim()).filter(Boolean) : [];
};
