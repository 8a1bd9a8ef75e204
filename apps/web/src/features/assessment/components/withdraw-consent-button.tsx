import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** 'Withdraw consent', asked first: it hides the results (`description` says so to this reader). */
export function WithdrawConsentButton({
  description,
  busy,
  onConfirm,
}: {
  description: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('assessment');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="danger" disabled={busy} onClick={() => setAsking(true)}>
        {t('consent.withdraw')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('consent.withdrawTitle')}
        description={description}
        confirmLabel={t('consent.withdraw')}
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}
