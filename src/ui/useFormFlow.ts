// The wiring every form over a load-and-submit flow repeats: the flow started once for the form's life, its saved
// result reported, and what the form shows (loading, failures, submitting) read from the flow's stage.
import { useSelector } from '@xstate/react';
import {
  selectData,
  selectError,
  selectStage,
  type createLoadAndSubmitMachine,
} from '../../machines/loadAndSubmit.machine';
import { useStartedFlow } from './useStartedFlow';

type LoadAndSubmitMachine<Data, Draft, Result> = ReturnType<typeof createLoadAndSubmitMachine<Data, Draft, Result>>;

export function useFormFlow<Data, Draft, Result>(
  create: () => LoadAndSubmitMachine<Data, Draft, Result>,
  /** Absent for a flow that only loads (its submit never sent). */
  onSaved?: (result: Result) => void,
) {
  const flow = useStartedFlow(create, undefined, (snapshot) => {
    // Done only after a submit succeeded: the result is the service's answer (nothing for a write without one).
    if (snapshot.status === 'done') onSaved?.(snapshot.context.result as Result);
  });
  const stage = useSelector(flow, selectStage);
  const data = useSelector(flow, (snapshot) => selectData<Data>(snapshot));
  const error = useSelector(flow, selectError);
  return {
    stage,
    data,
    /** Still true once saved, until the form is closed: nothing is sent twice. */
    submitting: stage === 'submitting' || stage === 'done',
    submitError: stage === 'submitFailed' ? error : undefined,
    submit: (draft: Draft) => flow.send({ type: 'user.submit', draft }),
    /** FormDialog's loading, load failure and retry. */
    load: {
      loading: stage === 'loading',
      loadError: stage === 'loadFailed' ? error : undefined,
      onRetry: () => flow.send({ type: 'user.retry' }),
    },
  };
}
