// The status notices' place in the shell, loaded after the first screen with the notices actor (boot.tsx); the
// notice cards show only while there is one to show.
import { useSelector } from '@xstate/react';
import { use } from 'react';
import NoticeArea from '../features/notices/NoticeArea';
import { selectVisibleIds } from '../features/notices/selectors';
import type { NoticesActor } from './noticesActor';

export default function Notices({ notices }: { notices: Promise<NoticesActor> }) {
  const actor = use(notices);
  const shown = useSelector(actor, (snapshot) => selectVisibleIds(snapshot).length > 0);
  return shown ? <NoticeArea actor={actor} /> : null;
}
