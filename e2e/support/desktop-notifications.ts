import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import * as dbus from 'dbus-next';
import type { BrowserContext } from '@playwright/test';
import { answerTagManager, gotoWaitsForInteractive, test as base } from './test';

/** A notification as the desktop received it from the browser. */
export interface DesktopNotification {
  id: number;
  summary: string;
  body: string;
}

/**
 * A Linux desktop's notification service, for a browser test of a notification's click.
 *
 * Chromium on Linux shows a site's notifications through the desktop's `org.freedesktop.Notifications`
 * service on the session D-Bus, and a person's click comes back from it as an `ActionInvoked` signal:
 * the browser then runs the worker's `notificationclick` with the right to focus or open a window,
 * as on a phone. The DevTools protocol cannot click a notification, and an event dispatched by a
 * script has no such right, so the test gives the browser a desktop: a private bus of its own
 * (`dbus-daemon`, from Debian's packages) with this service on it.
 */
export interface Desktop {
  /** The bus address to give the browser (`DBUS_SESSION_BUS_ADDRESS`). */
  address: string;
  /** What the browser has shown, in order. */
  shown: DesktopNotification[];
  /** The ids the browser has closed. */
  closed: number[];
  /** A person's click on the notification's body. */
  click(id: number): void;
  stop(): Promise<void>;
}

const BUS_CONFIG = (socket: string) => `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:path=${socket}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`;

const { Interface } = dbus.interface;

/** The service's calls as the freedesktop notification specification (1.2) names them. */
class NotificationService extends Interface {
  private nextId = 1;

  constructor(
    private readonly shown: DesktopNotification[],
    private readonly closed: number[],
  ) {
    super('org.freedesktop.Notifications');
  }

  GetCapabilities(): string[] {
    return ['actions', 'body', 'icon-static', 'persistence'];
  }

  GetServerInformation(): string[] {
    return ['storefront-e2e', 'storefront', '1', '1.2'];
  }

  Notify(_app: string, replaces: number, _icon: string, summary: string, body: string): number {
    const id = replaces || this.nextId++;
    this.shown.push({ id, summary, body });
    return id;
  }

  CloseNotification(id: number): void {
    this.closed.push(id);
  }

  ActionInvoked(id: number, action: string): [number, string] {
    return [id, action];
  }
}

NotificationService.configureMembers({
  methods: {
    GetCapabilities: { inSignature: '', outSignature: 'as' },
    GetServerInformation: { inSignature: '', outSignature: 'ssss' },
    Notify: { inSignature: 'susssasa{sv}i', outSignature: 'u' },
    CloseNotification: { inSignature: 'u', outSignature: '' },
  },
  signals: { ActionInvoked: { signature: 'us' } },
});

/** The daemon's address, printed on its first line; what it said on stderr when it stops before (as root it also warns of its file limit, which is no failure). */
const busAddress = (daemon: ChildProcess): Promise<string> =>
  new Promise((resolve, reject) => {
    let said = '';
    daemon.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    createInterface({ input: daemon.stdout! }).once('line', (line) => resolve(line.trim()));
    daemon.once('error', reject);
    daemon.once('exit', (code) => reject(new Error(`dbus-daemon exited (${code}) before giving its address: ${said}`)));
  });

/** Starts a private session bus with the notification service on it. */
export const startDesktop = async (): Promise<Desktop> => {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-desktop-'));
  const config = join(folder, 'bus.conf');
  writeFileSync(config, BUS_CONFIG(join(folder, 'bus.sock')));
  const daemon = spawn('dbus-daemon', [`--config-file=${config}`, '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const address = await busAddress(daemon);

  const bus = dbus.sessionBus({ busAddress: address });
  const shown: DesktopNotification[] = [];
  const closed: number[] = [];
  const service = new NotificationService(shown, closed);
  // Owned before the browser starts: Chromium looks for the service once, at its start.
  await bus.requestName('org.freedesktop.Notifications', 0);
  bus.export('/org/freedesktop/Notifications', service);

  return {
    address,
    shown,
    closed,
    click: (id) => service.ActionInvoked(id, 'default'),
    stop: async () => {
      bus.disconnect();
      daemon.kill();
      rmSync(folder, { recursive: true, force: true });
    },
  };
};

/**
 * The suite's `test` with `desktopContext`: a browser of its own on a desktop (above), its profile a
 * person's (a persistent one: the desktop's click is routed to a profile the browser can load by name,
 * which a test's throwaway context is not).
 */
export const test = base.extend<{ desktop: Desktop; desktopContext: BrowserContext }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
  desktop: async ({}, use) => {
    const desktop = await startDesktop();
    await use(desktop);
    await desktop.stop();
  },
  desktopContext: async ({ playwright, launchOptions, desktop }, use) => {
    const profile = mkdtempSync(join(tmpdir(), 'storefront-profile-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: desktop.address },
    });
    await answerTagManager(context);
    context.pages().forEach(gotoWaitsForInteractive);
    context.on('page', gotoWaitsForInteractive);
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
});
