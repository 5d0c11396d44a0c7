// A search the server answers while the person types: asked once the typing pauses (querySettleDelay), the request
// for an older text aborted, nothing asked for an empty text. The answer is given only while it belongs to the text
// in the field, so a slow answer to an older text never shows.
import { useEffect, useState } from 'react';
import { querySettleDelay } from '../../machines/liveQuery.machine';

export interface SettledSearch<Answer> {
  /** The answer to the text in the field; undefined while it is asked for, or when the field is empty. */
  answer?: Answer;
  /** Why the last search failed; cleared by the next answer. */
  failure?: unknown;
}

/** `search` should keep its identity while what it searches does not change (useCallback). */
export function useSettledSearch<Answer>(text: string, search: (text: string, signal: AbortSignal) => Promise<Answer>): SettledSearch<Answer> {
  const [found, setFound] = useState<{ text: string; answer: Answer }>();
  const [failure, setFailure] = useState<unknown>();
  const asked = text.trim();

  useEffect(() => {
    if (asked === '') return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      search(asked, abort.signal).then(
        (answer) => {
          setFailure(undefined);
          setFound({ text: asked, answer });
        },
        (error: unknown) => {
          if (!abort.signal.aborted) setFailure(error);
        },
      );
    }, querySettleDelay);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [search, asked]);

  return { answer: asked !== '' && found?.text === asked ? found.answer : undefined, failure };
}
