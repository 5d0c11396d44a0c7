// The technical account of a failure (the call, its status, the server's words), folded away for support.
import { errorDetails } from '../platform/errors';
import { SupportDetails } from './SupportDetails';

export function ErrorDetails({ error }: { error: unknown }) {
  const detail = errorDetails(error);
  return detail === undefined ? null : <SupportDetails>{detail}</SupportDetails>;
}
