import { Button } from '@backoffice/ui';

/**
 * A row's 'Download PDF' (contracts, documents): named after its row for a screen reader
 * ('Download PDF of contract 12'), busy while that row's file downloads (useFileDownloads).
 */
export function DownloadPdfButton({
  of,
  isPending,
  onPress,
}: {
  /** The row, as the button's name ends: 'contract 12'. */
  of: string;
  isPending: boolean;
  onPress: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Download PDF of ${of}`}
      isPending={isPending}
      onPress={onPress}
    >
      Download PDF
    </Button>
  );
}
