/** The current time. The api reads every "now" through one clock so tests can move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
