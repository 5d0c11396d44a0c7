// How many licences the dealer sold and how they stand, over the list of them: counted from every licence (spec §9:
// read in pages of 1000), so the figures hold for all pages, not the one shown. Counted again whenever the list is
// read again (an activation, a withdrawal), as both change the figures.
import { Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { selectAnswer, selectQueryStage } from '../../../machines/liveQuery.machine';
import type { LicenceTally as Tally } from '../../platform/licencesClient';
import { useDealerFlows } from './flows';

export function LicenceTally({ organization, listRead }: { organization: string; listRead: unknown }) {
  const { t } = useLingui();
  const flows = useDealerFlows();
  const [machine] = useState(() => flows.licenceTally(organization));
  const counter = useActorRef(machine, { input: { query: null } });
  const tally = useSelector(counter, selectAnswer<Tally>);
  const stage = useSelector(counter, selectQueryStage);
  // The list's first read is this one's too; each later one counts again.
  const firstRead = useRef(listRead);
  useEffect(() => {
    if (listRead !== firstRead.current) counter.send({ type: 'query.refresh' });
  }, [listRead, counter]);

  if (stage === 'failed') return <Text c="red.9" size="sm">{t`The licences could not be counted.`}</Text>;
  if (tally === undefined || tally.sold === 0) return null;
  const { sold, active, notRedeemed, ended } = tally;
  // One message, each count in the form its number needs (a language may inflect "running" or "ended" by number).
  return (
    <Text size="sm" aria-live="polite">
      {t`${plural(sold, { one: '# licence sold', other: '# licences sold' })}: ${plural(active, { one: '# running', other: '# running' })}, ${plural(notRedeemed, {
        one: '# not yet activated',
        other: '# not yet activated',
      })}, ${plural(ended, { one: '# ended', other: '# ended' })}.`}
    </Text>
  );
}
