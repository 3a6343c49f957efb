import { expect, test } from 'vitest';
import { runJobsUntilIdle } from '../../server/jobs/runner.js';
import { describeApi } from '../support/context.js';
import { addHook, allowLocalHooks, startReceiver } from '../hooks/support.js';
import { openIssue, team } from './support.js';

const silent = { log: () => undefined };

describeApi('issues: hook events', (api) => {
  test('an update sends the changed attributes with previous and current values; a request changing nothing sends none', async () => {
    await allowLocalHooks(api, true);
    const receiver = await startReceiver();
    try {
      const { owner, reporter, project } = await team(api);
      await addHook(api, project.id, { url: receiver.url, push_events: false, issues_events: true });
      const issue = await openIssue(api, owner.token, project.id, { title: 'Old', labels: 'bug' });
      const path = `/projects/${project.id}/issues/${issue.iid}`;
      const updated = await api.request('PUT', path, { token: owner.token, json: { title: 'New', labels: 'bug,ui', assignee_id: reporter.id } });
      expect(updated.status, updated.text).toBe(200);
      const unchanged = await api.request('PUT', path, { token: owner.token, json: { title: 'New' } });
      expect(unchanged.status).toBe(200);
      const reopenOpen = await api.request('PUT', path, { token: owner.token, json: { state_event: 'reopen' } });
      expect(reopenOpen.status).toBe(200);
      await runJobsUntilIdle(api.services, silent);

      expect(receiver.received.map(({ body }) => body.object_attributes.action)).toEqual(['open', 'update']);
      const [opened, update] = receiver.received.map(({ body }) => body);
      expect(opened.changes).toMatchObject({ title: { previous: null, current: 'Old' }, state_id: { previous: null, current: 1 } });
      const label = (title: string) => expect.objectContaining({ title, project_id: project.id, type: 'ProjectLabel' });
      expect(update.changes).toEqual({
        title: { previous: 'Old', current: 'New' },
        labels: { previous: [label('bug')], current: [label('bug'), label('ui')] },
        assignees: { previous: [], current: [{ name: 'reporter', username: 'reporter', avatar_url: null }] },
        updated_at: { previous: issue.updated_at, current: updated.body.updated_at },
        updated_by_id: { previous: null, current: owner.id },
      });
    } finally {
      await receiver.close();
    }
  });
});
