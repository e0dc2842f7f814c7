import { Alert, Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { MemberBio } from '@inkpace/contracts/api/leaderboard-member';
import type { StandingsNotice } from '@inkpace/contracts/api/leaderboard-standings';
import { messages } from '@inkpace/contracts/messages';
import { MEASURE_INFO, type MeasureName } from '@inkpace/contracts/rules/measures';
import { editBoardPath } from './leaderboard-actions.ts';

const TITLES: Record<StandingsNotice, string> = {
  noGoals: 'No goals yet',
  noParticipants: 'No participants yet',
  onlySpectators: 'Only spectators so far',
  noTeamParticipants: 'Nobody on a team yet',
  noProgress: 'No progress yet',
};

interface NoticeProps {
  notice: StandingsNotice;
  uuid: string;
  /** The viewer's membership (null should the board not list them). */
  viewer: MemberBio | null;
  isJoinable: boolean;
  measure: MeasureName | null;
}

/** What the viewer can do about the notice, with the link that does it. */
function NextStep({ notice, uuid, viewer, isJoinable }: NoticeProps): ReactNode {
  const edit = editBoardPath(uuid);
  const participation = (
    <Anchor component={Link} href={edit}>
      My Participation
    </Anchor>
  );
  const share = isJoinable ? ' Share the join code (View Join Code, above) so others can join.' : '';
  const participant = viewer?.isParticipant ?? false;
  switch (notice) {
    case 'noGoals':
      return participant ? <>Set your goal under {participation} and your progress starts to count.</> : <>To race, take part with a goal of your own under {participation}.</>;
    case 'noParticipants':
    case 'onlySpectators':
      return (
        <>
          To take part yourself, choose participant under {participation}.{share}
        </>
      );
    case 'noTeamParticipants':
      if (viewer?.isOwner) {
        return (
          <>
            Put participants on teams under{' '}
            <Anchor component={Link} href={edit}>
              Configure Leaderboard
            </Anchor>{' '}
            (Members), or choose your own team under {participation}.
          </>
        );
      }
      return participant ? <>Choose your team under {participation}.</> : <>Ask an owner to put participants on teams.</>;
    case 'noProgress':
      return participant ? <>Log progress on your projects (Log Progress, above) and it counts here.</> : <>Standings show up here once a participant logs progress.</>;
  }
}

/** A board with no standings to show yet (spec §2 "Empty-state notices"): why, and what the viewer can do. */
export function BoardNotice(props: NoticeProps): ReactNode {
  const { notice, measure } = props;
  const words = messages.empty.board;
  const why = notice === 'noProgress' ? words.noProgress(measure ? MEASURE_INFO[measure].plural : null) : words[notice];
  return (
    <Alert color="indigo" variant="light" title={TITLES[notice]}>
      <Text size="sm">{why}</Text>
      <Text size="sm" mt={4}>
        <NextStep {...props} />
      </Text>
    </Alert>
  );
}
