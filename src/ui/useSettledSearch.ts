// A search the server answers while the person types (machines/settledSearch.ts): the field's text is the flow's
// query, each change sent to it as typing, so the flow asks once the typing pauses and aborts an older text's request.
// The answer is given only while it belongs to the text in the field, so a slow answer to an older text never shows.
import { useSelector } from '@xstate/react';
import { selectAnswer, selectQuery, selectQueryError } from '../../machines/liveQuery.machine';
import type { SearchAnswer, SettledSearchMachine } from '../../machines/settledSearch';
import { useStartedFlow } from './useStartedFlow';

export interface SettledSearch<Answer> {
  /** The text in the field. */
  text: string;
  change: (text: string) => void;
  /** The answer to the text in the field; undefined while it is asked for, or when the field is empty. */
  answer?: Answer;
  /** Why the last search failed; cleared by the next answer. */
  failure?: unknown;
}

export function useSettledSearch<Answer>(create: () => SettledSearchMachine<Answer>): SettledSearch<Answer> {
  const flow = useStartedFlow(create, { input: { query: '' } });
  const text = useSelector(flow, selectQuery<string>);
  const found = useSelector(flow, selectAnswer<SearchAnswer<Answer> | undefined>);
  const failure = useSelector(flow, selectQueryError);
  return {
    text,
    change: (next) => flow.send({ type: 'query.change', query: next, settle: true }),
    answer: found !== undefined && found.text === text.trim() ? found.answer : undefined,
    failure,
  };
}
