import { startupPreloads } from './startup-preloads';

describe("the shell's startup preloads", () => {
  it('names each listed script of the build from the site root', () => {
    expect(startupPreloads('["470.0123456789.js","main-app.js"]')).toEqual([
      { as: 'script', href: '/470.0123456789.js' },
      { as: 'script', href: '/main-app.js' },
    ]);
  });

  it('keeps nothing but script file names of dist/, and nothing without a list (a development build)', () => {
    expect(startupPreloads('["../x.js","https://cdn.example/a.js","a.css",7,"a b.js"]')).toEqual([]);
    expect(startupPreloads('{"files":["a.js"]}')).toEqual([]);
    expect(startupPreloads(null)).toEqual([]);
  });
});
