import { makeAutoObservable, runInAction } from 'mobx';
import { perRoot, type RootStore } from '@storefront/shared';
import { lookUpTableSession, type TableProblem } from './table-session-lookup';

/** Dine-in without scanning: which table session a typed code opens. */
export class TableCodeStore {
  /** A lookup is on its way. */
  looking = false;
  /** Why the code (or the branch) typed opens no table, until it is changed. */
  problem: TableProblem | null = null;
  /** The lookup on its way: leaving cancels it, and its answer never lands. */
  private asking: AbortController | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<TableCodeStore, 'root' | 'asking'>(this, { root: false, asking: false }, { autoBind: true });
  }

  /** Finds the session `code` opens at the branch; answers its id, or null with the problem said. */
  async find(code: string, branchId: number | null): Promise<string | null> {
    this.asking?.abort();
    const asking = (this.asking = new AbortController());
    this.looking = true;
    const answer = await lookUpTableSession(this.root.api, code, branchId, asking.signal);
    return runInAction(() => {
      if (this.asking !== asking) return null;
      this.asking = null;
      this.looking = false;
      if ('found' in answer) return answer.found;
      this.problem = answer.problem;
      return null;
    });
  }

  /** The code or the branch changed: the problem said goes. */
  edited(): void {
    this.problem = null;
  }

  /** The form left: a lookup on its way is cancelled, and nothing said is kept. */
  leave(): void {
    this.asking?.abort();
    this.asking = null;
    this.looking = false;
    this.problem = null;
  }
}

export const tableCodeOf = perRoot((root) => new TableCodeStore(root));
