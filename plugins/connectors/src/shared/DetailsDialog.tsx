import { Modal } from '@palisade/sdk';

/** View: an object's fields, read only (the dialog's own Close button closes it). */
export function DetailsDialog({ title, rows, onClose }: { title: string; rows: readonly (readonly [string, string])[]; onClose: () => void }) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
      <dl className="cn-details">
        {rows.map(([label, value]) => (
          <div key={label}><dt>{label}</dt><dd>{value === '' ? '—' : value}</dd></div>
        ))}
      </dl>
    </Modal>
  );
}
