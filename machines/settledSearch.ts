// A search the server answers while the person types, as a live query over the text: asked once the typing pauses
// (the live query's settle delay), the request for an older text aborted by the newer one, nothing asked for an empty
// text. The answer names the text it answers, so a view shows it only while it belongs to the text in the field.
import { fromPromise } from 'xstate';
import { createLiveQueryMachine, unchangingAnswerPollInterval } from './liveQuery.machine';

export interface SearchAnswer<Answer> {
  text: string;
  answer: Answer;
}


export function createSettledSearchMachine<Answer>(id: string, search: (text: string, signal: AbortSignal) => Promise<Answer>) {
  return createLiveQueryMachine<string, SearchAnswer<Answer> | undefined>(id).provide({
    actors: {
      fetch: fromPromise(async ({ input: { query }, signal }) => {
        const text = query.trim();
        return text === '' ? undefined : { text, answer: await search(text, signal) };
      }),
    },
    // A search answer is read again only when the text changes.
    delays: { pollInterval: unchangingAnswerPollInterval },
  });
}

export type SettledSearchMachine<Answer> = ReturnType<typeof createSettledSearchMachine<Answer>>;
