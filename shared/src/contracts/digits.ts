/** Reads Arabic-Indic (٠-٩) and Persian (۰-۹) digits a customer typed as Western digits (0-9). */
export const toWesternDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
