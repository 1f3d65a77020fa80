/** One step of the run as it ended. */
interface StepResult {
  name: string;
  ms: number;
  /** What the step found, for the summary (the instances that answered). */
  note: string;
  /** null: it passed. */
  failure: string | null;
}

/** Runs the steps of the run one at a time, timing each, and tells them back as a summary. */
export const createStepLog = (now: () => number = Date.now) => {
  const results: StepResult[] = [];

  /** Runs `work` as the step `name`, noting `noteOf` its answer; a failure is recorded with its message and thrown on. */
  const step = async <Answer>(name: string, work: () => Promise<Answer>, noteOf?: (answer: Answer) => string): Promise<Answer> => {
    const started = now();
    try {
      const answer = await work();
      results.push({ name, ms: now() - started, note: noteOf?.(answer) ?? '', failure: null });
      return answer;
    } catch (error) {
      results.push({ name, ms: now() - started, note: '', failure: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };

  const failed = (): boolean => results.some((result) => result.failure !== null);

  /** A line per step, `ok` or `FAIL` with its time and note, and the failure's message under it. */
  const summary = (): string =>
    results
      .map(({ name, ms, note, failure }) => {
        const line = `  ${failure === null ? 'ok  ' : 'FAIL'} ${name} (${(ms / 1000).toFixed(1)}s)${note ? `: ${note}` : ''}`;
        return failure === null ? line : `${line}\n${failure.replace(/^/gm, '       ')}`;
      })
      .join('\n');

  return { step, failed, summary };
};
