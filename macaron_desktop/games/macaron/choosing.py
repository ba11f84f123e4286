"""The Royal group and the Allergen flavour (RULINGS 1.3, step 5).

Solo: Emma's piles give the Royal group, the player names the Allergen. 2P and 3P: two
choosers name them. 4P, 2V2 and 5P: tokens are placed face down, one per turn, and turned
up after the last; a token's value is seen by its owner only until then.
"""

from __future__ import annotations

from collections.abc import Sequence

from macaron_desktop.core.eventlog import Logs, deliver, make_event
from macaron_desktop.core.fastcopy import replace, update
from macaron_desktop.core.game import Event
from macaron_desktop.core.messages import IllegalAction

from .betting import start_bets
from .cards import GROUP_FLAVORS, Card, Flavor, Group
from .config import MODE_INFO
from .messages import enum_value
from .state import MacaronState, Phase, Vote, VoteView


def royal_by_piles(piles: Sequence[tuple[Card, ...]], flavors: Sequence[Flavor]) -> Group:
    """Solo: the group with most cards in Emma's piles; a tie goes to the leftmost."""
    counts: dict[Group, int] = {}
    for flavor, pile in zip(flavors, piles, strict=True):
        counts[flavor.group] = counts.get(flavor.group, 0) + len(pile)
    best = None
    for group, count in counts.items():  # insertion order is left to right
        if best is None or count > counts[best]:
            best = group
    assert best is not None
    return best


def reveal_votes(
    votes: Sequence[Vote], groups: Sequence[Group], flavors: Sequence[Flavor]
) -> tuple[Group, Flavor | None]:
    """Royal = highest group total, Allergen = highest flavour total, ties to the left.

    No Royal votes at all: group A. No Allergen votes at all: no Allergen.
    """
    group_total = {g: 0 for g in groups}
    flavor_total = {f: 0 for f in flavors}
    any_group = any_flavor = False
    for vote in votes:
        if isinstance(vote.target, Group):
            group_total[vote.target] += vote.value
            any_group = True
        else:
            flavor_total[vote.target] += vote.value
            any_flavor = True
    royal = Group.A
    if any_group:
        best = max(range(len(groups)), key=lambda i: (group_total[groups[i]], -i))
        royal = groups[best]
    allergen = None
    if any_flavor:
        best = max(range(len(flavors)), key=lambda i: (flavor_total[flavors[i]], -i))
        allergen = flavors[best]
    return royal, allergen


#: per mode, the groups and flavours in play, as a set: members hash by identity, while
#: ``in`` on a tuple of them compares through the enums' Python-level ordering hooks
_IN_PLAY: dict[str, frozenset[Group | Flavor]] = {
    name: frozenset((*info.groups, *info.flavors)) for name, info in MODE_INFO.items()
}


def royal_flavors(group: Group, flavors: Sequence[Flavor]) -> frozenset[Flavor]:
    """The Royal flavours in play for a Royal group."""
    return frozenset(f for f in GROUP_FLAVORS[group] if f in flavors)


def choose_royal(state: MacaronState, seat: int, group: Group) -> MacaronState:
    """2P/3P: the Royal chooser names ``group``; the Allergen chooser is next."""
    r = state.round
    if group not in state.info.groups:
        raise IllegalAction("group_not_in_play", group=enum_value(group))
    logs = deliver(
        r.logs,
        make_event("royal_chosen", {"group": group, "seat": seat, "by": "chooser"}),
        make_event("allergen_choice_started", {"seat": r.allergen_chooser}),
    )
    r = replace(
        r,
        phase=Phase.CHOOSE_ALLERGEN,
        royal=group,
        royal_flavors=royal_flavors(group, state.info.flavors),
        logs=logs,
    )
    return replace(state, round=r)


def choose_allergen(state: MacaronState, seat: int, flavor: Flavor) -> MacaronState:
    """The Allergen chooser names ``flavor``; the bets begin."""
    r = state.round
    if flavor not in state.info.flavors:
        raise IllegalAction("flavor_not_in_play", flavor=enum_value(flavor))
    event = make_event("allergen_chosen", {"flavor": flavor, "seat": seat, "by": "chooser"})
    r = replace(r, allergen=flavor, allergen_decided=True, logs=deliver(r.logs, event))
    return start_bets(replace(state, round=r))


def place_vote(state: MacaronState, seat: int, value: int, target: Group | Flavor) -> MacaronState:
    """``seat`` places its token of ``value`` on ``target``; the last token reveals all."""
    r = state.round
    info = state.info
    if type(target) is Group:
        if target not in _IN_PLAY[info.name]:
            raise IllegalAction("group_not_in_play", group=target.value)
    elif type(target) is Flavor:
        if target not in _IN_PLAY[info.name]:
            raise IllegalAction("flavor_not_in_play", flavor=target.value)
    else:
        raise IllegalAction("bad_vote_target")
    own = list(r.tokens[seat])
    if value not in own:
        raise IllegalAction("no_such_token", value=value)
    own.remove(value)
    tokens = list(r.tokens)
    tokens[seat] = tuple(own)
    vote, hidden, shown, event = _PLACED.get((seat, value, target)) or _placed(seat, value, target)
    votes = (*r.votes, vote)
    # What each seat sees: its own token's value, the others' face down.
    seat_votes = [(*seen, hidden) for seen in r.seat_votes]
    seat_votes[seat] = (*r.seat_votes[seat], shown)
    # The value stays out of the log: the placer sees it in its view's ``votes``. The
    # event is public, so it joins the logs' shared tail (as ``deliver`` would put it).
    logs = r.logs
    logs = _logs(Logs, (logs.own, (*logs.shared, event)))
    if any(tokens):
        # Every name is a field of ``RoundState``: ``test_state_fields`` checks the states.
        changes = {"tokens": tuple(tokens), "votes": votes, "seat_votes": tuple(seat_votes)}
        changes["logs"] = logs
        return update(state, {"round": update(r, changes)})
    royal, allergen = reveal_votes(votes, info.groups, info.flavors)
    revealed = tuple(VoteView(v.seat, v.target, v.value) for v in votes)
    logs = deliver(
        logs,
        make_event("votes_revealed", {"votes": votes, "royal_group": royal, "allergen": allergen}),
        make_event("royal_chosen", {"group": royal, "seat": None, "by": "votes"}),
        make_event("allergen_chosen", {"flavor": allergen, "seat": None, "by": "votes"}),
    )
    r = replace(
        r,
        tokens=tuple(tokens),
        votes=votes,
        seat_votes=(revealed,) * info.seats,
        royal=royal,
        royal_flavors=royal_flavors(royal, info.flavors),
        allergen=allergen,
        allergen_decided=True,
        logs=logs,
    )
    return start_bets(replace(state, round=r))


#: ``Logs(own, shared)`` without the named tuple's Python-level ``__new__``
_logs = tuple.__new__

# (seat, value, target) -> the vote, how others and the placer see it, and its event.
# All are immutable values, so equal placements share them.
_PLACED: dict[tuple[int, int, Group | Flavor], tuple[Vote, VoteView, VoteView, Event]] = {}


def _placed(
    seat: int, value: int, target: Group | Flavor
) -> tuple[Vote, VoteView, VoteView, Event]:
    kind = "royal" if type(target) is Group else "allergen"
    event = make_event("vote_placed", {"seat": seat, "target": target, "kind": kind})
    vote = Vote(seat, value, target)
    result = (vote, VoteView(seat, target, None), VoteView(seat, target, value), event)
    if type(seat) is int and type(value) is int:  # True == 1: keep such keys apart
        _PLACED[(seat, value, target)] = result
    return result
