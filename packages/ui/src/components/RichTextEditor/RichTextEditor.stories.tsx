import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DESCRIPTION_MAX_LENGTH, TEXT_MESSAGES, permittedCharactersMessage, stripHtml } from '@diy/domain';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

function StatefulEditor(args: RichTextEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <RichTextEditor
      {...args}
      value={value}
      onChange={(html) => {
        setValue(html);
        args.onChange(html);
      }}
    />
  );
}

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Description',
    value: '',
    onChange: fn(),
    maxLength: DESCRIPTION_MAX_LENGTH,
    placeholder: 'Tell your audience what to expect',
  },
  render: StatefulEditor,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Typing into ProseMirror with simulated keys drops characters when they arrive in the same tick as its DOM
 * observer's flush, so stories type with a small delay between keys, as a person would.
 */
const typist = userEvent.setup({ delay: 25 });

const filled =
  '<h2>An evening of jazz</h2><p>Join the <strong>Mumbai Jazz Quartet</strong> for <em>two sets</em> of standards.</p>' +
  '<ul><li><p>Doors open at 7 PM</p></li><li><p>Seating on a first come basis</p></li></ul>';

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Description' });
    await expect(canvas.getByText('Tell your audience what to expect')).toBeVisible();
    await expect(canvas.getByText(`0/${DESCRIPTION_MAX_LENGTH}`)).toBeInTheDocument();
    await userEvent.click(editor);
    await typist.keyboard('Live music');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Live music</p>'));
    await expect(canvas.getByText(`10/${DESCRIPTION_MAX_LENGTH}`)).toBeInTheDocument();
    await expect(canvas.queryByText('Tell your audience what to expect')).toBeNull();
  },
};

export const Filled: Story = {
  args: { value: filled },
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Description' });
    await expect(editor.querySelector('h2')).toHaveTextContent('An evening of jazz');
    await expect(editor.querySelector('strong')).toHaveTextContent('Mumbai Jazz Quartet');
    // The counter shows the text a reader sees: tags stripped by the domain's stripHtml.
    await expect(canvas.getByText(`${stripHtml(filled).length}/${DESCRIPTION_MAX_LENGTH}`)).toBeInTheDocument();
  },
};

export const Toolbar: Story = {
  play: async ({ canvas, args }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Description' });
    const toolbar = canvas.getByRole('toolbar', { name: 'Description formatting' });
    await expect(toolbar).toBeInTheDocument();
    await userEvent.click(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await typist.keyboard('Loud');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Loud</strong></p>'));
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>Loud</strong></p></li></ul>'));
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(String(vi_last(args.onChange))).toContain('<ol>'));
    await userEvent.click(canvas.getByRole('button', { name: 'Heading' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Underline' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Italic' }));
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The last argument a mock was called with. */
function vi_last(mock: unknown): unknown {
  const calls = (mock as { mock: { calls: unknown[][] } }).mock.calls;
  return calls[calls.length - 1]?.[0];
}

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('textbox', { name: 'Description' });
    // Tab reaches the toolbar (one stop), arrows move inside it, Tab again reaches the text.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveFocus();
    await typist.keyboard('Plain');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Plain</p>'));
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const LimitOnPaste: Story = {
  args: { label: 'Terms & Conditions', maxLength: 40 },
  play: async ({ canvas, args }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Terms & Conditions' });
    await userEvent.click(editor);
    await userEvent.paste('Tickets once booked cannot be refunded at all, under any circumstances.');
    await expect(await canvas.findByText(TEXT_MESSAGES.characterLimitReached)).toBeVisible();
    await expect(canvas.getByText('40/40')).toBeInTheDocument();
    await waitFor(() => expect(stripHtml(String(vi_last(args.onChange)))).toBe('Tickets once booked cannot be refunded a'));
    // Typing more changes nothing; deleting a character clears the message.
    await userEvent.keyboard('xyz');
    await expect(stripHtml(String(vi_last(args.onChange))).length).toBeLessThanOrEqual(40);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(canvas.queryByText(TEXT_MESSAGES.characterLimitReached)).toBeNull());
  },
};

export const ForbiddenCharacters: Story = {
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Description' });
    await userEvent.click(editor);
    await typist.keyboard('Five ★ show');
    const message = await canvas.findByText(TEXT_MESSAGES.onlyTheseCharacters);
    await expect(message).toBeVisible();
    await expect(editor).toHaveAccessibleDescription(expect.stringContaining(TEXT_MESSAGES.onlyTheseCharacters));
    await typist.keyboard('{Control>}a{/Control}{Backspace}');
    await typist.keyboard('Five show');
    await waitFor(() => expect(editor).toHaveTextContent('Five show'));
    await waitFor(() => expect(canvas.queryByText(TEXT_MESSAGES.onlyTheseCharacters)).toBeNull());
  },
};

export const WithError: Story = {
  args: { value: '<p>Stars ★★★</p>', error: permittedCharactersMessage('description') },
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Description' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(permittedCharactersMessage('description'))).toBeVisible();
    await expect(canvas.getByText(TEXT_MESSAGES.onlyTheseCharacters)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { value: filled, readOnly: true },
  play: async ({ canvas, args }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Description' });
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(editor).toHaveAttribute('aria-readonly', 'true');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await userEvent.click(editor);
    await userEvent.keyboard('more');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ExternalValue: Story = {
  render: function Reloaded(args) {
    const [value, setValue] = useState('<p>Draft text</p>');
    return (
      <div>
        <StatefulEditorWithValue {...args} value={value} onChange={setValue} />
        <button type="button" onClick={() => setValue('<p>Loaded from the server</p>')}>
          Reload
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const editor = await canvas.findByRole('textbox', { name: 'Description' });
    await expect(editor).toHaveTextContent('Draft text');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(editor).toHaveTextContent('Loaded from the server'));
    await expect(canvas.getByText(`22/${DESCRIPTION_MAX_LENGTH}`)).toBeInTheDocument();
  },
};

function StatefulEditorWithValue(props: RichTextEditorProps) {
  return <RichTextEditor {...props} />;
}
