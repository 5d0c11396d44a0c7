// The portal's side of the embedded-app protocol for one app frame (facts §13), stricter than the reference host:
// messages count only from the frame's own window and the app's registered origin, with a valid payload
// (appMessages.ts); every answer and push goes to that origin alone, never `*`; the app gets its own token only.
// The handshake and each preference round trip run as statecharts (machines/appConnect*.machine.ts); navigation moves
// the portal; the app's address is kept in `appHref` and followed back to the app (useAppHrefSync.ts); a payment request waits for the person's answer.
import { useLingui } from '@lingui/react/macro';
import { createActor, useActorRef } from '../../platform/actorFactory';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { selectHandshakeFailure } from '../../../machines/appConnectHandshake.machine';
import type { TransactionIn, TransactionOut } from '../../platform/appsTypes';
import { usePortal } from '../../portal/portal';
import { requestPortalMenu } from '../../portal/portalMenuRequest';
import { selectUsername } from '../../portal/selectors';
import { navigate, splitHash } from '../../routes/hashLocation';
import { acceptAppMessage } from './appMessages';
import { portalTarget } from './appPages';
import { useStoreFlows, type AppSession } from './flows';
import { hostContext } from './hostContext';
import { useAppHrefSync } from './useAppHrefSync';

/** Facts §13 TRANSACTIONS_AUTHORIZATION_RESPONSE `msg`, with the HTTP-like status the response carries. */
export const paymentAnswers = {
  AUTHORIZED: 200,
  USER_REJECTED: 403,
  ERROR_NO_EMPTY_TRANSACTIONS: 400,
  ERROR_NO_IN_APP_PURCHASES: 400,
} as const;
export type PaymentAnswer = keyof typeof paymentAnswers;

export function paymentResponse(msg: PaymentAnswer, payload: TransactionOut[] | null = null) {
  return { type: 'TRANSACTIONS_AUTHORIZATION_RESPONSE', payload: { status: paymentAnswers[msg], payload, msg } } as const;
}

interface PendingPayment {
  transactions: TransactionIn[];
  authorizing: boolean;
  error?: unknown;
}

/** `organization`: the selected one when `session` is its own; undefined while another one's session is on its way. */
export function useAppHost({ session, organization }: { session: AppSession; organization?: { id: number; resourceId: string } }) {
  const { t } = useLingui();
  const { platform, actors } = usePortal();
  const flows = useStoreFlows();
  const username = useSelector(actors.session, selectUsername);
  const frame = useRef<HTMLIFrameElement>(null);
  const { installation } = session;
  const { app } = installation;
  const appOrigin = new URL(app.globalPage.url).origin;

  /** Posts to the app's frame, to the app's origin only. */
  const post = useCallback(
    (message: unknown) => {
      frame.current?.contentWindow?.postMessage(message, appOrigin);
    },
    [appOrigin],
  );

  const context = hostContext({
    session,
    username,
    organization,
    hosts: platform.hosts,
    portalOrigin: location.origin,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  const [machine] = useState(() => flows.handshake(context, post));
  const handshake = useActorRef(machine, { input: { host: context } });
  const failure = useSelector(handshake, selectHandshakeFailure);
  const contextKey = JSON.stringify(context);
  useEffect(() => {
    handshake.send({ type: 'host.context', context: JSON.parse(contextKey) as typeof context });
  }, [handshake, contextKey]);

  const appMoved = useAppHrefSync({ frame, appOrigin, pageUrl: app.globalPage.url });

  const [notices, setNotices] = useState<{ id: number; text: string }[]>([]);
  const noticeCount = useRef(0);
  const notify = useCallback((text: string) => setNotices((shown) => [...shown.slice(-2), { id: ++noticeCount.current, text }]), []);
  const [payment, setPayment] = useState<PendingPayment>();

  useEffect(() => {
    const owner = { organization: organization?.resourceId ?? '', username: username ?? '' };
    const onMessage = (event: MessageEvent) => {
      const message = acceptAppMessage(event, { window: frame.current?.contentWindow ?? null, origin: appOrigin });
      if (message === undefined) return;
      switch (message.type) {
        case 'CORVINA_CONNECT_INIT':
          handshake.send({ type: 'app.init' });
          return;
        case 'PORTAL_MENU_OPEN_REQUEST':
          requestPortalMenu();
          return;
        case 'CORVINA_NAVIGATE': {
          const target = portalTarget(message.payload.page);
          if (target === undefined) {
            notify(t`${app.name} asked to open “${message.payload.page}”, which is not a page of the portal.`);
            return;
          }
          const query = new URLSearchParams(target.query);
          const org = new URLSearchParams(splitHash(location.hash).search).get('org');
          if (org !== null) query.set('org', org);
          const text = query.toString().replace(/%2C/g, ',');
          navigate(text ? `${target.path}?${text}` : target.path);
          return;
        }
        case 'IFRAME_HREF_CHANGED':
          appMoved(message.payload.href, message.payload.type);
          return;
        case 'TRANSACTIONS_AUTHORIZATION_REQUEST': {
          if (!app.inAppPurchases) post(paymentResponse('ERROR_NO_IN_APP_PURCHASES'));
          else if (message.payload.length === 0) post(paymentResponse('ERROR_NO_EMPTY_TRANSACTIONS'));
          // One request at a time: another one while the person decides is rejected at once.
          else setPayment((pending) => {
            if (pending !== undefined) {
              post(paymentResponse('USER_REJECTED'));
              return pending;
            }
            return { transactions: message.payload, authorizing: false };
          });
          return;
        }
        case 'USER_PREFERENCE_GET_REQUEST':
        case 'USER_PREFERENCE_SET_REQUEST': {
          const request =
            message.type === 'USER_PREFERENCE_GET_REQUEST'
              ? { kind: 'get' as const, key: message.payload.key }
              : { kind: 'set' as const, key: message.payload.key, value: message.payload.value };
          const roundTrip = createActor(flows.preference(owner, app.key, request, post), { input: { request } });
          roundTrip.subscribe((snapshot) => {
            if (snapshot.status !== 'done') return;
            if (snapshot.context.failure !== undefined) notify(snapshot.context.failure);
            else if (snapshot.matches('failed')) notify(t`The preference ${request.key ?? ''} of ${app.name} could not be read or saved.`);
          });
          roundTrip.start();
          return;
        }
      }
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, [app, appMoved, appOrigin, flows, handshake, notify, organization?.resourceId, post, t, username]);

  const authorizePayment = () => {
    if (payment === undefined) return;
    setPayment({ ...payment, authorizing: true, error: undefined });
    flows.authorizePayment(installation.organizationId, installation.id, payment.transactions).then(
      (authorized) => {
        post(paymentResponse('AUTHORIZED', authorized));
        setPayment(undefined);
      },
      (error: unknown) => setPayment((pending) => pending && { ...pending, authorizing: false, error }),
    );
  };
  const rejectPayment = () => {
    post(paymentResponse('USER_REJECTED'));
    setPayment(undefined);
  };

  return {
    frame,
    frameLoaded: () => handshake.send({ type: 'frame.loaded' }),
    failure,
    notices,
    payment,
    authorizePayment,
    rejectPayment,
  };
}
