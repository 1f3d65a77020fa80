import { makeAutoObservable } from 'mobx';

/** Frame state every part of the page may touch: requests in flight and the current screen's title. */
export class UiStore {
  pendingRequests = 0;
  lastRequestFailed = false;
  screenTitle = '';
  /** The popup banner the server painted with the page (the browser shows the same one while it hydrates). */
  firstPaintPopupBannerId: number | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  get loading(): boolean {
    return this.pendingRequests > 0;
  }

  requestStarted(): void {
    this.pendingRequests += 1;
    this.lastRequestFailed = false;
  }

  requestFinished(failed: boolean): void {
    this.pendingRequests = Math.max(0, this.pendingRequests - 1);
    if (failed) this.lastRequestFailed = true;
  }

  setScreenTitle(title: string): void {
    this.screenTitle = title;
  }

  setFirstPaintPopupBanner(bannerId: number | null): void {
    this.firstPaintPopupBannerId = bannerId;
  }
}
