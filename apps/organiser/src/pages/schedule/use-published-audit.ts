import { publishedSessionsAnswerSchema, type PublishedSessionsAnswer } from '@diy/domain';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The answer of the last change to published sessions (its session audit and snackbar), kept in the route's state:
 * the save reloads the event, which mounts the screen again, and the summary has to survive that.
 */
export function usePublishedAudit(): [PublishedSessionsAnswer | null, (answer: PublishedSessionsAnswer | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const audit = publishedSessionsAnswerSchema.safeParse((location.state as { published?: unknown } | null)?.published).data ?? null;
  const setAudit = (published: PublishedSessionsAnswer | null) =>
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: published ? { published } : null });
  return [audit, setAudit];
}
