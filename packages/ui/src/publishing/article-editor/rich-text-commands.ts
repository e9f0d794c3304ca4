import { type Attrs, type MarkType, type Node as ProseMirrorNode, type NodeType, type ResolvedPos } from "prosemirror-model";
import { EditorState, Plugin, PluginKey, Selection, TextSelection, type Command, type Transaction } from "prosemirror-state";
import { canJoin, liftTarget, Mapping, ReplaceAroundStep, ReplaceStep } from "prosemirror-transform";
import { baseKeymap, chainCommands, deleteSelection, joinBackward, joinForward, lift, selectNodeBackward, selectNodeForward, setBlockType, toggleMark, wrapIn } from "prosemirror-commands";
import { keymap } from "prosemirror-keymap";
import { history, redo, undo } from "prosemirror-history";
import { dropCursor } from "prosemirror-dropcursor";
import { InputRule, inputRules, textblockTypeInputRule, undoInputRule, wrappingInputRule } from "prosemirror-inputrules";
import { liftListItem, sinkListItem, splitListItem, wrapInList } from "prosemirror-schema-list";
import { articleLinkPattern } from "@doctor-console/domain";
import { articleSchema as schema } from "./rich-text-schema";

const node = (name: string): NodeType => schema.nodes[name]!;
const [heading, paragraph, bulletList, orderedList, listItem, blockquote, hardBreak, image] = ["heading", "paragraph", "bulletList", "orderedList", "listItem", "blockquote", "hardBreak", "image"].map(node) as [
  NodeType, NodeType, NodeType, NodeType, NodeType, NodeType, NodeType, NodeType,
];
const link = schema.marks.link;
const bold = schema.marks.bold;
const italic = schema.marks.italic;

/** A transaction that sets or removes a link by hand: the autolink leaves it alone. */
const handLinked = new PluginKey("handLinked");

/** True when `attrs` are among `has` (what the toolbar asks: heading with level 2…). */
const includes = (has: Attrs, attrs?: Attrs) => !attrs || Object.entries(attrs).every(([k, v]) => has[k] === v);

/**
 * Whether a mark or node is on at the selection, as the toolbar shows it: with a cursor, the marks
 * there and the nodes around it; with a range, only when all of its text has the mark / every
 * text block of it is such a node or inside one.
 */
export function isActive(state: EditorState, name: string, attrs?: Attrs): boolean {
  const { from, to, empty, $from } = state.selection;
  const markType = schema.marks[name];
  if (markType) {
    if (empty) return Boolean(markType.isInSet(state.storedMarks ?? $from.marks()));
    let text = 0;
    let marked = 0;
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (!node.isText) return;
      const length = Math.min(pos + node.nodeSize, to) - Math.max(pos, from);
      text += length;
      if (markType.isInSet(node.marks)) marked += length;
    });
    return text > 0 && marked >= text;
  }
  const nodeType = schema.nodes[name]!;
  if (empty) {
    for (let depth = $from.depth; depth > 0; depth--) {
      const node = $from.node(depth);
      if (node.type === nodeType && includes(node.attrs, attrs)) return true;
    }
    return false;
  }
  const { blocks, inside } = blocksWithin(state.doc, from, to, nodeType, attrs);
  return blocks > 0 && inside === blocks;
}

/** How many text blocks the range meets, and how many of them are (or are inside) a node of `type`. */
function blocksWithin(doc: ProseMirrorNode, from: number, to: number, type: NodeType, attrs?: Attrs) {
  let blocks = 0;
  let inside = 0;
  doc.nodesBetween(from, to, (node, pos) => {
    if (!node.isTextblock) return true;
    blocks++;
    const $in = doc.resolve(pos + 1);
    for (let depth = $in.depth; depth > 0; depth--) {
      const around = $in.node(depth);
      if (around.type === type && includes(around.attrs, attrs)) {
        inside++;
        break;
      }
    }
    return false;
  });
  return { blocks, inside };
}

/** Whether any text block the transaction's selection meets is inside a node of `type`. */
const anyWithin = (tr: Transaction, type: NodeType) => blocksWithin(tr.doc, tr.selection.from, tr.selection.to, type).inside > 0;

/** The closest ancestor of the selection's start that `is`, with its position. */
function closest(state: EditorState | Transaction, is: (type: NodeType) => boolean) {
  const $from = state.selection.$from;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (is(node.type)) return { node, depth, pos: $from.before(depth), start: $from.start(depth) };
  }
  return undefined;
}

/**
 * Lifts each selected text block out of its wrappers, as little as it needs to leave them (out of
 * a list item and its list, out of a quote): all of them, or (`within`) those inside a node of
 * that type. `toParagraphs` also makes headings paragraphs.
 */
function liftBlocks(tr: Transaction, { within, toParagraphs = false }: { within?: NodeType; toParagraphs?: boolean } = {}) {
  for (const { $from, $to } of tr.selection.ranges) {
    tr.doc.nodesBetween($from.pos, $to.pos, (node, pos) => {
      if (node.isText) return;
      const $start = tr.doc.resolve(tr.mapping.map(pos));
      const $end = tr.doc.resolve(tr.mapping.map(pos + node.nodeSize));
      const range = $start.blockRange($end);
      if (!range) return;
      if (within && node.isTextblock) {
        let inside = false;
        for (let depth = $start.depth; depth > 0 && !inside; depth--) inside = $start.node(depth).type === within;
        if (!inside) return;
      } else if (within) return;
      const target = liftTarget(range);
      if (toParagraphs && node.isTextblock) tr.setNodeMarkup(range.start, $start.parent.contentMatchAt($start.index()).defaultType);
      if (target !== null) tr.lift(range, target);
    });
  }
  return tr;
}

/** Every selected block back to a paragraph at the top level (as the toolbar does before giving a block another kind). */
const clearNodes = (tr: Transaction) => liftBlocks(tr, { toParagraphs: true });

/** The quotes the selection meets, their content lifted out of them (lists in them stay lists). */
function unwrapQuotes(tr: Transaction) {
  const quotes: number[] = [];
  tr.doc.nodesBetween(tr.selection.from, tr.selection.to, (node, pos) => {
    if (node.type !== blockquote) return true;
    quotes.push(pos);
    return false;
  });
  for (const pos of quotes.reverse()) {
    const node = tr.doc.nodeAt(pos)!;
    const range = tr.doc.resolve(pos + 1).blockRange(tr.doc.resolve(pos + node.nodeSize - 1));
    const target = range && liftTarget(range);
    if (range && target !== null && target !== undefined) tr.lift(range, target);
  }
  return tr;
}

/** Runs `command` on the document and selection `tr` has come to, adding its steps to `tr`. */
function continueWith(tr: Transaction, command: Command): boolean {
  const after = EditorState.create({ doc: tr.doc, selection: tr.selection });
  return command(after, (next) => {
    for (const step of next.steps) tr.step(step);
    tr.setSelection(Selection.fromJSON(tr.doc, next.selection.toJSON()));
  });
}

/** The blocks become `type` (a heading, a paragraph), leaving lists and quotes first if they must. */
const setBlock =
  (type: NodeType, attrs?: Attrs): Command =>
  (state, dispatch) => {
    if (setBlockType(type, attrs)(state)) return setBlockType(type, attrs)(state, dispatch);
    const tr = clearNodes(state.tr);
    if (!continueWith(tr, setBlockType(type, attrs))) return false;
    dispatch?.(tr.scrollIntoView());
    return true;
  };

export const toggleHeading =
  (level: 2 | 3): Command =>
  (state, dispatch) =>
    isActive(state, "heading", { level }) ? setBlock(paragraph)(state, dispatch) : setBlock(heading, { level })(state, dispatch);

/**
 * 引用: in a quote, lifts the blocks out of it (every quote the selection covers, when it spans
 * more than one: the whole text selected, say); elsewhere wraps them in one.
 */
export const toggleBlockquote: Command = (state, dispatch) => {
  if (!isActive(state, "blockquote")) return wrapIn(blockquote)(state, dispatch);
  if (lift(state, dispatch)) return true;
  const tr = state.tr;
  // Quotes in quotes: each level in turn.
  for (let level = 0; level < 8 && anyWithin(tr, blockquote); level++) unwrapQuotes(tr);
  if (!tr.docChanged) return false;
  dispatch?.(tr.scrollIntoView());
  return true;
};

/** Joins the list at the cursor with a list of its kind just before or after it. */
function joinNeighbourLists(tr: Transaction, type: NodeType) {
  let list = closest(tr, (t) => t === type);
  if (list) {
    const before = tr.doc.resolve(Math.max(0, list.pos - 1)).before(list.depth);
    if (tr.doc.nodeAt(before)?.type === type && canJoin(tr.doc, list.pos)) tr.join(list.pos);
  }
  list = closest(tr, (t) => t === type);
  if (list) {
    const after = tr.doc.resolve(list.start).after(list.depth);
    if (tr.doc.nodeAt(after)?.type === type && canJoin(tr.doc, after)) tr.join(after);
  }
}

/**
 * 无序列表 / 有序列表: in a list of that kind, lifts the items out (of every such list, when the
 * selection covers more than one: the whole text selected, say); in the other kind, switches the
 * list's kind; elsewhere wraps the blocks in a list (joined to a list of its kind next to it).
 */
export const toggleList =
  (type: NodeType): Command =>
  (state, dispatch) => {
    const { $from, $to } = state.selection;
    const range = $from.blockRange($to);
    if (!range) return false;
    const list = closest(state, (t) => t.spec.group?.split(" ").includes("list") ?? false);
    if (range.depth >= 1 && list && range.depth - list.depth <= 1) {
      if (list.node.type === type) return liftListItem(listItem)(state, dispatch);
      if (type.validContent(list.node.content)) {
        if (dispatch) {
          const tr = state.tr.setNodeMarkup(list.pos, type);
          joinNeighbourLists(tr, type);
          dispatch(tr.scrollIntoView());
        }
        return true;
      }
    }
    if (isActive(state, type.name)) {
      const tr = state.tr;
      // Lists in lists: each level in turn.
      for (let level = 0; level < 8 && anyWithin(tr, type); level++) liftBlocks(tr, { within: type });
      if (!tr.docChanged) return false;
      dispatch?.(tr.scrollIntoView());
      return true;
    }
    const tr = state.tr;
    if (!continueWith(tr, wrapInList(type)) && !continueWith(clearNodes(tr), wrapInList(type))) return false;
    joinNeighbourLists(tr, type);
    dispatch?.(tr.scrollIntoView());
    return true;
  };

export const toggleBold = toggleMark(bold, null, { removeWhenPresent: false });
export const toggleItalic = toggleMark(italic, null, { removeWhenPresent: false });

/** The marks typing continues with after a split or a line break (a link ends there). */
function keptMarks(state: EditorState) {
  const marks = state.storedMarks ?? (state.selection.$to.parentOffset ? state.selection.$from.marks() : null);
  return marks?.filter((mark) => mark.type !== link);
}

/** `command`, with bold and italic still on after it when they were on before. */
const keepingMarks =
  (command: Command): Command =>
  (state, dispatch) =>
    command(
      state,
      dispatch &&
        ((tr) => {
          const marks = keptMarks(state);
          if (marks) tr.ensureMarks(marks);
          dispatch(tr);
        }),
    );

/** Shift-Enter: a line break in the paragraph. */
export const insertHardBreak: Command = (state, dispatch) => {
  if (dispatch) {
    const tr = state.tr.replaceSelectionWith(hardBreak.create()).scrollIntoView();
    const marks = keptMarks(state);
    if (marks) tr.ensureMarks(marks);
    dispatch(tr);
  }
  return true;
};

/** Backspace in an empty heading (or list item, quote) at the very start: a plain paragraph again. */
const clearAtStart: Command = (state, dispatch) => {
  const { empty, $anchor } = state.selection;
  const { parent, pos } = $anchor;
  if (!empty || !parent.isTextblock || parent.textContent.length || Selection.atStart(state.doc).from !== pos || parent.type === paragraph) return false;
  if (dispatch) dispatch(clearNodes(state.tr));
  return true;
};

/**
 * Delete in an empty block removes it (rather than pulling the next block in): an empty paragraph
 * or heading, or the list item, quote or list that holds nothing else; the cursor goes to what
 * followed it (at the end of the text, back to what came before). The document's only block
 * stays, and so does a list item's first paragraph with more in the item (there the next block
 * is pulled in).
 */
const deleteEmptyBlock: Command = (state, dispatch) => {
  const { $anchor, empty } = state.selection;
  if (!empty || $anchor.parent.content.size > 0) return false;
  let depth = $anchor.depth;
  while (depth > 1 && $anchor.node(depth - 1).childCount === 1) depth--;
  if (depth === 1 && state.doc.childCount === 1) return false;
  if ($anchor.node(depth - 1).type === listItem && $anchor.index(depth - 1) === 0) return false;
  if (dispatch) {
    const from = $anchor.before(depth);
    const tr = state.tr.delete(from, $anchor.after(depth));
    dispatch(tr.setSelection(Selection.near(tr.doc.resolve(from), 1)).scrollIntoView());
  }
  return true;
};

/** The whole run of `type` around `$pos` (a link under the cursor), if there is one. */
function markRange($pos: ResolvedPos, type: MarkType) {
  let start = $pos.parent.childAfter($pos.parentOffset);
  if (!start.node || !type.isInSet(start.node.marks)) start = $pos.parent.childBefore($pos.parentOffset);
  const mark = start.node && type.isInSet(start.node.marks);
  if (!start.node || !mark) return undefined;
  let startIndex = start.index;
  let from = $pos.start() + start.offset;
  let endIndex = startIndex + 1;
  let to = from + start.node.nodeSize;
  while (startIndex > 0 && mark.isInSet($pos.parent.child(startIndex - 1).marks)) from -= $pos.parent.child(--startIndex).nodeSize;
  while (endIndex < $pos.parent.childCount && mark.isInSet($pos.parent.child(endIndex).marks)) to += $pos.parent.child(endIndex++).nodeSize;
  return { from, to };
}

/** The link at the selection's start (for a cursor, the link it touches): its address, if any. */
export function linkHref(state: EditorState): string {
  const { empty, from, to, $from } = state.selection;
  let mark = empty
    ? (link.isInSet(state.storedMarks ?? $from.marks()) ?? link.isInSet($from.nodeBefore?.marks ?? []) ?? link.isInSet($from.nodeAfter?.marks ?? []))
    : undefined;
  if (!empty)
    state.doc.nodesBetween(from, to, (node) => {
      mark ??= link.isInSet(node.marks);
    });
  return (mark?.attrs.href as string | undefined) ?? "";
}

/**
 * 链接's 确定: a cursor inside a link takes the whole link first; then the address is set on the
 * selection (an existing link keeps its other attributes), or with an empty address the link is
 * removed. A cursor outside links makes the next typed text a link.
 */
export const setLink =
  (href: string): Command =>
  (state, dispatch) => {
    const tr = state.tr;
    const range = markRange(state.selection.$from, link);
    if (range && range.from <= state.selection.from && range.to >= state.selection.to) tr.setSelection(TextSelection.create(tr.doc, range.from, range.to));
    const { empty, ranges, $from } = tr.selection;
    if (href === "") {
      for (const r of ranges) tr.removeMark(r.$from.pos, r.$to.pos, link);
      tr.removeStoredMark(link);
    } else if (empty) {
      const old = link.isInSet(tr.storedMarks ?? $from.marks());
      tr.addStoredMark(link.create({ ...old?.attrs, href }));
    } else {
      for (const { $from: a, $to: b } of ranges)
        tr.doc.nodesBetween(a.pos, b.pos, (node, pos) => {
          if (!node.isInline) return;
          const old = link.isInSet(node.marks);
          tr.addMark(Math.max(pos, a.pos), Math.min(pos + node.nodeSize, b.pos), link.create({ ...old?.attrs, href }));
        });
    }
    dispatch?.(tr.setMeta(handLinked, true).scrollIntoView());
    return true;
  };

/**
 * Inserts an image at `at` (where the cursor was when the file was chosen); an empty paragraph
 * there is replaced by it. A cursor still there goes into the text after it (a new paragraph when
 * nothing follows), so that typing goes on after the image instead of replacing it; a cursor
 * elsewhere stays where it is.
 */
export const insertImageAt =
  (at: number, attrs: { src: string; alt: string }): Command =>
  (state, dispatch) => {
    let from = Math.min(at, state.doc.content.size);
    let to = from;
    // The doctor went on typing elsewhere while it uploaded: the cursor stays there.
    const cursorThere = state.selection.empty && state.selection.from === from;
    const { parent } = state.doc.resolve(from);
    if (parent.isTextblock && !parent.childCount) {
      from -= 1;
      to += 1;
    }
    const tr = state.tr.replaceWith(from, to, image.create(attrs));
    const last = tr.steps.length - 1;
    const step = tr.steps[last];
    if (cursorThere && (step instanceof ReplaceStep || step instanceof ReplaceAroundStep)) {
      let end = 0;
      tr.mapping.maps[last]!.forEach((_from, _to, _newFrom, newTo) => {
        if (end === 0) end = newTo;
      });
      const after = Selection.findFrom(tr.doc.resolve(end), 1, true);
      if (after) tr.setSelection(after);
      else tr.insert(end, paragraph.create()).setSelection(TextSelection.create(tr.doc, end + 1));
    }
    dispatch?.(tr.scrollIntoView());
    return true;
  };

/**
 * `**粗**` / `__粗__` make bold and `*斜*` / `_斜_` italic as the closing mark is typed (after a
 * space or at the start of a line): the marks go, their text keeps the format.
 */
function markInputRule(find: RegExp, type: MarkType): InputRule {
  return new InputRule(find, (state, match, start, end) => {
    const full = match[0];
    const inner = match[match.length - 1];
    if (!inner) return null;
    const tr = state.tr;
    const spaces = full.search(/\S/);
    const textStart = start + full.indexOf(inner);
    const textEnd = textStart + inner.length;
    if (textEnd < end) tr.delete(textEnd, end);
    if (textStart > start) tr.delete(start + spaces, textStart);
    tr.addMark(start + spaces, start + spaces + inner.length, type.create());
    tr.removeStoredMark(type);
    return tr;
  });
}

/** A typed address: http(s) with a host, or mailto with an address, in URL characters (ASCII). */
export const autolinkPattern = /^(?:https?:\/\/[^\s/]+\S*|mailto:[^\s@]+@\S+)$/i;
/** The address at the end of a word: Chinese text may run into it without a space before it. */
const addressAtEnd = /(?:https?:\/\/|mailto:)[\x21-\x7e]+$/i;
/** Punctuation that ends a sentence, not the address before it. */
const trailingPunctuation = /[.,;:!?。，；：！？、)）\]】"'”’]+$/;

/**
 * An address typed and followed by a space or Enter becomes a link (http, https, mailto: what a
 * link may be, see articleLinkPattern). Pastes, drops and links set by hand are left alone.
 */
export function autolink(): Plugin {
  return new Plugin({
    appendTransaction(transactions, oldState, state) {
      if (!transactions.some((tr) => tr.docChanged)) return null;
      if (transactions.some((tr) => tr.getMeta(handLinked) || tr.getMeta("uiEvent") === "paste" || tr.getMeta("uiEvent") === "drop")) return null;
      if (!oldState.selection.empty || !state.selection.empty) return null;
      let end = oldState.selection.from;
      for (const tr of transactions) end = tr.mapping.map(end, -1);
      const $end = state.doc.resolve(end);
      const $cursor = state.selection.$from;
      if (!$end.parent.isTextblock) return null;
      const spaced = $cursor.pos === end + 1 && /\s/.test(state.doc.textBetween(end, end + 1));
      const entered = $cursor.pos > end && $cursor.parentOffset === 0 && $end.parentOffset === $end.parent.content.size;
      if (!spaced && !entered) return null;
      const word = /\S+$/.exec($end.parent.textBetween(0, $end.parentOffset, undefined, " "))?.[0];
      if (!word) return null;
      const trimmed = word.replace(trailingPunctuation, "");
      const href = addressAtEnd.exec(trimmed)?.[0];
      if (!href || !articleLinkPattern.test(href) || !autolinkPattern.test(href)) return null;
      const to = end - (word.length - trimmed.length);
      const from = to - href.length;
      if (state.doc.rangeHasMark(from, to, link)) return null;
      return state.tr.addMark(from, to, link.create({ href }));
    },
    props: {
      // An address pasted over a selection links the selection.
      handlePaste(view, _event, slice) {
        const { state } = view;
        if (state.selection.empty) return false;
        let text = "";
        slice.content.forEach((node) => {
          text += node.textContent;
        });
        if (!articleLinkPattern.test(text) || !autolinkPattern.test(text)) return false;
        return setLink(text)(state, view.dispatch);
      },
    },
  });
}

/**
 * A link whose text is its address (autolinked, pasted, or set so) follows its text when the text
 * is edited and is still an address: `https://exampel.org` corrected to `https://example.org`
 * leads there. Text that is no longer an address keeps the link where it led (a title typed over it).
 */
export function linkFollowsItsAddress(): Plugin {
  return new Plugin({
    appendTransaction(transactions, oldState, state) {
      if (!transactions.some((tr) => tr.docChanged) || transactions.some((tr) => tr.getMeta(handLinked))) return null;
      const mapping = new Mapping();
      for (const tr of transactions) mapping.appendMapping(tr.mapping);
      const back = mapping.invert();
      const $head = state.selection.$head;
      if (!$head.parent.isTextblock) return null;
      const start = $head.start();
      // The block's links, as runs of text with the same address.
      const runs: { from: number; to: number; href: string; attrs: Attrs }[] = [];
      $head.parent.forEach((child, offset) => {
        const mark = link.isInSet(child.marks);
        const from = start + offset;
        const last = runs.at(-1);
        if (mark && last && last.to === from && last.href === mark.attrs.href) last.to = from + child.nodeSize;
        else if (mark) runs.push({ from, to: from + child.nodeSize, href: mark.attrs.href as string, attrs: mark.attrs });
      });
      let tr: Transaction | null = null;
      for (const { from, to, href, attrs } of runs) {
        const text = state.doc.textBetween(from, to);
        if (text === href || !articleLinkPattern.test(text) || !autolinkPattern.test(text)) continue;
        const [oldFrom, oldTo] = [back.map(from, 1), back.map(to, -1)];
        if (oldFrom >= oldTo || oldState.doc.textBetween(oldFrom, oldTo) !== href) continue;
        tr ??= state.tr;
        tr.removeMark(from, to, link).addMark(from, to, link.create({ ...attrs, href: text }));
      }
      return tr;
    },
  });
}

/** The editor's plugins: input rules, keys, history, drop cursor, autolink. */
export function editorPlugins(): Plugin[] {
  const enter = keepingMarks(chainCommands(splitListItem(listItem), baseKeymap.Enter!));
  const backspace = chainCommands(undoInputRule, clearAtStart, deleteSelection, joinBackward, selectNodeBackward);
  const del = chainCommands(deleteSelection, deleteEmptyBlock, joinForward, selectNodeForward);
  return [
    inputRules({
      rules: [
        textblockTypeInputRule(/^##\s$/, heading, { level: 2 }),
        textblockTypeInputRule(/^###\s$/, heading, { level: 3 }),
        wrappingInputRule(/^\s*>\s$/, blockquote),
        wrappingInputRule(/^\s*([-+*])\s$/, bulletList),
        wrappingInputRule(
          /^(\d+)\.\s$/,
          orderedList,
          (match) => ({ start: Number(match[1]) }),
          (match, node) => node.childCount + (node.attrs.start as number) === Number(match[1]),
        ),
        markInputRule(/(?:^|\s)(\*\*(?!\s+\*\*)((?:[^*]+))\*\*(?!\s+\*\*))$/, bold),
        markInputRule(/(?:^|\s)(__(?!\s+__)((?:[^_]+))__(?!\s+__))$/, bold),
        markInputRule(/(?:^|\s)(\*(?!\s+\*)((?:[^*]+))\*(?!\s+\*))$/, italic),
        markInputRule(/(?:^|\s)(_(?!\s+_)((?:[^_]+))_(?!\s+_))$/, italic),
      ],
    }),
    autolink(),
    linkFollowsItsAddress(),
    keymap({
      "Mod-z": undo,
      "Shift-Mod-z": redo,
      "Mod-y": redo,
      "Mod-b": toggleBold,
      "Mod-B": toggleBold,
      "Mod-i": toggleItalic,
      "Mod-I": toggleItalic,
      "Mod-Alt-2": toggleHeading(2),
      "Mod-Alt-3": toggleHeading(3),
      "Mod-Shift-8": toggleList(bulletList),
      "Mod-Shift-7": toggleList(orderedList),
      "Mod-Shift-b": toggleBlockquote,
      "Shift-Enter": insertHardBreak,
      "Mod-Enter": insertHardBreak,
      Enter: enter,
      Tab: sinkListItem(listItem),
      "Shift-Tab": liftListItem(listItem),
      Backspace: backspace,
      "Mod-Backspace": backspace,
      "Shift-Backspace": backspace,
      Delete: del,
      "Mod-Delete": del,
    }),
    keymap(baseKeymap),
    history(),
    dropCursor({ color: "currentColor", width: 1 }),
  ];
}
