import type { ReactNode } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../ui/Button.tsx';

/**
 * A dialog that asks for something before acting (react-aria: focus kept inside, Escape closes):
 * its title, its fields, then go back or submit. The caller checks the fields on submit.
 */
export function FormDialog(props: { isOpen: boolean; onOpenChange: (open: boolean) => void; title: string; submit: string; keep: string; onSubmit: () => void; danger?: boolean; children: ReactNode }) {
  return (
    <ModalOverlay isOpen={props.isOpen} onOpenChange={props.onOpenChange} isDismissable className="fixed inset-0 z-50 grid place-items-center bg-olive-950/55 p-4">
      <Modal className="w-[min(30rem,calc(100vw-2rem))] rounded-3xl bg-cream-50 shadow-2xl outline-none">
        <Dialog className="outline-none">
          <Form
            className="flex flex-col gap-4 p-6"
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              props.onSubmit();
            }}
          >
            <Heading slot="title" className="font-serif text-2xl text-olive-900">
              {props.title}
            </Heading>
            {props.children}
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="secondary" onPress={() => props.onOpenChange(false)}>
                {props.keep}
              </Button>
              <Button type="submit" className={props.danger ? 'bg-terracotta-600 hover:bg-red-800' : ''}>
                {props.submit}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
