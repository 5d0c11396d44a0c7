// A route the person may not open sends them home (spec §5); on arrival they are told which and why, through the
// shell's toast, instead of finding themselves somewhere else without a word. The denial travels in the landing's
// query (decideRoute.ts) and is taken out of the address once told, so a reload or a shared link does not repeat it.
// The texts load only when there is something to tell (src/features/denials).
import { useEffect, useRef } from 'react';
import type { NavTarget } from '../../machines/navigationGuard.machine';
import { i18n } from '../i18n/i18n';
import { splitHash } from '../routes/hashLocation';
import { matchRoute } from '../routes/matchRoute';
import { deniedIn, deniedKeys } from './decideRoute';
import { sectionLabels } from './menu';
import { useUiStore } from './uiStore';

export function useDeniedNotice(target: NavTarget | undefined) {
  const told = useRef<NavTarget>(undefined);
  useEffect(() => {
    if (!target || told.current === target) return;
    told.current = target;
    const denied = deniedIn(target.search);
    if (!denied) return;
    const url = new URL(location.href);
    const { path, search } = splitHash(url.hash);
    const query = new URLSearchParams(search);
    query.delete(deniedKeys.path);
    query.delete(deniedKeys.reason);
    url.hash = `${path}?${query.toString().replace(/%2C/g, ',')}`;
    history.replaceState(history.state, '', url);

    const section = matchRoute(denied.path)?.route.section;
    const page = section ? i18n._(sectionLabels[section]) : denied.path;
    void import('../features/denials/deniedRoute')
      .then(({ deniedRouteToast }) => deniedRouteToast(page, denied.reason))
      .then((toast) => useUiStore.getState().showToast(toast));
  }, [target]);
}
