import type { HostedHumanCheckProvider } from '@storefront/shared/contracts';

/** Where a widget stand-in's script asks for a token when its checkbox is pressed (the stand-in's own origin). */
export const WIDGET_TOKEN_PATH = '/stand-in/token';

/**
 * The widget script of a hosted human check's stand-in (tests only): the documented explicit-rendering API,
 * minimally — `window.<provider>.render(container, { sitekey, callback, "expired-callback",
 * "error-callback", language })` draws a labelled checkbox button; pressing it asks the stand-in for a
 * token of that site key and gives it to `callback`. `remove(id)` takes the widget away. The script calls
 * the `onload` function its address names. The button's words follow `language` (Turnstile) or the
 * script's `hl` (hCaptcha): Arabic or English.
 */
export const widgetStandInScript = (provider: HostedHumanCheckProvider): string => `(() => {
  const script = document.currentScript;
  const address = new URL(script.src);
  const widgets = new Map();
  let next = 0;
  const words = { ar: 'أنا إنسان', en: 'I am human' };
  window[${JSON.stringify(provider)}] = {
    render(container, params) {
      const id = 'w' + (next += 1);
      const lang = String(params.language || address.searchParams.get('hl') || 'en').slice(0, 2);
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('role', 'checkbox');
      button.setAttribute('aria-checked', 'false');
      button.dataset.sitekey = params.sitekey;
      button.textContent = words[lang] || words.en;
      button.addEventListener('click', async () => {
        const answer = await fetch(address.origin + ${JSON.stringify(WIDGET_TOKEN_PATH)} + '?sitekey=' + encodeURIComponent(params.sitekey), { method: 'POST' });
        if (!answer.ok) return params['error-callback'] && params['error-callback']();
        const { token } = await answer.json();
        button.setAttribute('aria-checked', 'true');
        params.callback(token);
      });
      container.append(button);
      widgets.set(id, button);
      return id;
    },
    remove(id) {
      widgets.get(id)?.remove();
      widgets.delete(id);
    },
  };
  const onload = address.searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
