import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { HumanCheckChallenge } from '../../contracts';
import { renderAt, testStore } from '../../testing';
import { HumanCheckField } from './HumanCheckField';

/** The page's globals the scripts use. */
const win = window as unknown as Record<string, unknown>;

const widget = (key: string, provider: 'turnstile' | 'hcaptcha' = 'turnstile'): HumanCheckChallenge => ({
  kind: 'widget',
  provider,
  sandbox: false,
  key,
  site_key: 'site-key-1',
  script_url: `https://widgets.example/${provider}/api.js`,
});

/** The field as a form holds it: the answer it was given, and "another challenge". */
function Form({ challenge, onNew = () => undefined }: { challenge: HumanCheckChallenge; onNew?: () => void }) {
  const [answer, setAnswer] = useState('');
  return (
    <>
      <HumanCheckField
        challenge={challenge}
        onNew={onNew}
        input={{ name: 'human_check.answer', value: answer, onChange: (event) => setAnswer(event.target.value) }}
      />
      <input aria-label="answer" readOnly value={answer} />
    </>
  );
}

/** What a provider's script puts on the page: `render` draws a checkbox whose press gives a token. */
const fakeApi = () => {
  const rendered: Record<string, unknown>[] = [];
  const removed: string[] = [];
  return {
    rendered,
    removed,
    render: (container: HTMLElement, params: Record<string, unknown>) => {
      rendered.push(params);
      const box = document.createElement('button');
      box.textContent = 'widget';
      box.addEventListener('click', () => (params.callback as (token: string) => void)(`token-${rendered.length}`));
      container.append(box);
      return `w${rendered.length}`;
    },
    remove: (id: string) => removed.push(id),
  };
};

describe('the hosted human check', () => {
  afterEach(() => {
    for (const name of ['turnstile', 'hcaptcha', 'sfTurnstileReady', 'sfHcaptchaReady']) delete win[name];
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('adds the provider script only when the widget shows, renders it in the page language, and takes its token as the answer', async () => {
    const store = testStore({ locale: 'ar' });
    function Page() {
      const [asked, setAsked] = useState(false);
      return asked ? <Form challenge={widget('k1')} /> : <button onClick={() => setAsked(true)}>place</button>;
    }
    renderAt(<Page />, '/', store);
    expect(document.head.querySelector('script')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'place' }));
    const script = document.head.querySelector('script');
    const src = new URL(script?.src ?? '');
    expect(`${src.origin}${src.pathname}`).toBe('https://widgets.example/turnstile/api.js');
    expect(Object.fromEntries(src.searchParams)).toEqual({ render: 'explicit', onload: 'sfTurnstileReady' });
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ تحميل التحقق البشري…');

    const api = fakeApi();
    act(() => {
      win.turnstile = api;
      (win.sfTurnstileReady as () => void)();
    });
    await waitFor(() => expect(api.rendered).toHaveLength(1));
    expect(api.rendered[0]).toMatchObject({ sitekey: 'site-key-1', language: 'ar' });
    expect(screen.getByRole('group', { name: 'التحقق البشري' })).toContainElement(screen.getByRole('button', { name: 'widget' }));

    await userEvent.click(screen.getByRole('button', { name: 'widget' }));
    expect(screen.getByRole('status')).toHaveTextContent('اكتمل التحقق البشري.');
    expect(screen.getByLabelText('answer')).toHaveValue('token-1');
  });

  it("clears the answer and says so when the token expires, and hCaptcha's language is its script's hl", async () => {
    const store = testStore({ locale: 'en' });
    const api = fakeApi();
    const onNew = jest.fn();
    renderAt(<Form challenge={widget('k2', 'hcaptcha')} onNew={onNew} />, '/', store);
    const src = new URL(document.head.querySelector('script')?.src ?? '');
    expect(src.searchParams.get('hl')).toBe('en');
    act(() => {
      win.hcaptcha = api;
      (win.sfHcaptchaReady as () => void)();
    });
    await waitFor(() => expect(api.rendered).toHaveLength(1));
    expect(api.rendered[0]).not.toHaveProperty('language');
    await userEvent.click(screen.getByRole('button', { name: 'widget' }));
    expect(screen.getByLabelText('answer')).toHaveValue('token-1');

    act(() => (api.rendered[0]!['expired-callback'] as () => void)());
    expect(screen.getByRole('alert')).toHaveTextContent('The human check expired. Complete it again.');
    expect(screen.getByLabelText('answer')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('says the check could not be loaded, announced with "retry", when the script fails', async () => {
    const store = testStore({ locale: 'en' });
    renderAt(<Form challenge={widget('k3')} />, '/', store);
    act(() => {
      document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The human check could not be loaded. Try again.');
    expect(document.head.querySelector('script')).toBeNull();
  });
});
