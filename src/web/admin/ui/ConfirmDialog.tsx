import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../ui/Button.tsx';

/** A question before something that cannot be undone (react-aria: focus kept inside, Escape says no). */
export function ConfirmDialog(props: { isOpen: boolean; onOpenChange: (open: boolean) => void; title: string; text: string; confirm: string; keep: string; onConfirm: () => void }) {
  return (
    <ModalOverlay isOpen={props.isOpen} onOpenChange={props.onOpenChange} isDismissable className="fixed inset-0 z-50 grid place-items-center bg-olive-950/55 p-4">
      <Modal className="w-[min(30rem,calc(100vw-2rem))] rounded-3xl bg-cream-50 shadow-2xl outline-none">
        <Dialog role="alertdialog" className="flex flex-col gap-4 p-6 outline-none">
          <Heading slot="title" className="font-serif text-2xl text-olive-900">
            {props.title}
          </Heading>
          <p>{props.text}</p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onPress={() => props.onOpenChange(false)}>
              {props.keep}
            </Button>
            <Button
              className="bg-terracotta-600 hover:bg-red-800"
              onPress={() => {
                props.onOpenChange(false);
                props.onConfirm();
              }}
            >
              {props.confirm}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
