// The wiring every view over a submit-only flow repeats (machines/submit.machine.ts): the flow started once for the
// view's life, its success reported to the latest `onSaved`, and what the view shows (sending, sent, why not) read
// from the flow's stage. A second send while one is under way is the machine's to ignore, not the view's.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectSubmitStage, type createSubmitMachine } from '../../machines/submit.machine';
import { useStartedFlow } from './useStartedFlow';

type SubmitMachine<Draft, Result> = ReturnType<typeof createSubmitMachine<Draft, Result>>;

export function useSubmitFlow<Draft, Result>(create: () => SubmitMachine<Draft, Result>, onSaved?: (result: Result, draft: Draft) => void) {
  const latest = useRef(onSaved);
  useEffect(() => {
    latest.current = onSaved;
  });
  const flow = useStartedFlow(() =>
    create().provide({ actions: { finished: ({ context }, { result }) => latest.current?.(result, context.draft as Draft) } }),
  );
  const stage = useSelector(flow, selectSubmitStage);
  const draft = useSelector(flow, (snapshot) => snapshot.context.draft);
  const result = useSelector(flow, (snapshot) => snapshot.context.result);
  const error = useSelector(flow, (snapshot) => snapshot.context.error);
  return {
    stage,
    /** What was last sent (kept after a failure, so a view can name it). */
    draft,
    /** The service's answer to the last send, once saved. */
    result: stage === 'saved' ? result : undefined,
    error: stage === 'failed' ? error : undefined,
    submitting: stage === 'submitting',
    submit: (next: Draft) => flow.send({ type: 'user.submit', draft: next }),
    /** A change since the last send: "saved" and the reason shown no longer speak of it. */
    edit: () => flow.send({ type: 'user.edit' }),
  };
}
