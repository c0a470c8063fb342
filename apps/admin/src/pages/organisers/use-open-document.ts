import { useLazyGetAllFilesQuery } from '@diy/api';
import { useStaffToasts } from '../shared/staff-feedback';

/** Opens a document in a new tab: the tab opens at the click (no pop-up blocker), the short-lived link follows. */
export function useOpenDocument(mobile: string | null) {
  const [fetchFiles, { isFetching }] = useLazyGetAllFilesQuery();
  const toasts = useStaffToasts();
  const open = async (documentId: string) => {
    if (!mobile) return;
    const tab = window.open('', '_blank');
    try {
      const answer = await fetchFiles(mobile).unwrap();
      const file = answer.files.find((f) => f.id === documentId) ?? answer.files[0];
      if (!file) throw new Error('No file');
      if (tab) {
        tab.opener = null;
        tab.location.href = file.url;
      } else {
        window.open(file.url, '_blank', 'noopener');
      }
    } catch (error) {
      tab?.close();
      toasts.failure(error);
    }
  };
  return { open, busy: isFetching };
}
