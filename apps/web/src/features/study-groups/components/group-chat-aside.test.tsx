import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { serveStudyGroups } from '../test/fake-api';
import { CONVERSATION_ID, group, mine } from '../test/fixtures';
import { renderStudyGroups } from '../test/render';
import { GroupChatAside } from './group-chat-aside';

afterEach(() => vi.unstubAllGlobals());

const chat = (conversationId: string) => <p>{`thread ${conversationId}`}</p>;

describe('the group chat beside a live session', () => {
  it("shows a member the group's name and its conversation", async () => {
    const member = mine(1, 'member');
    serveStudyGroups({ groups: [member] });
    renderStudyGroups(<GroupChatAside groupId={member.id} chat={chat} />);
    expect(
      await screen.findByRole('heading', { level: 2, name: `${member.name}: group chat` }),
    ).toBeInTheDocument();
    expect(screen.getByText(`thread ${CONVERSATION_ID}`)).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows nothing to someone outside the group (no conversation is theirs)', async () => {
    const stranger = group(2);
    serveStudyGroups({ groups: [stranger] });
    renderStudyGroups(<GroupChatAside groupId={stranger.id} chat={chat} />);
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText(/^thread/)).not.toBeInTheDocument();
  });
});
