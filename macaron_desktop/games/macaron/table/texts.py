"""Macaron's words in the player's language: flavours, groups, modes, log lines, refusals.

The rules return message keys with values; this module is the one place that turns them
into sentences (context ``Macaron`` in the translation catalogues).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from macaron_desktop.core.game import Event
from macaron_desktop.core.messages import Message
from macaron_desktop.ui.refusals import refusal_or_not_now
from macaron_desktop.ui.words import fill, join_list, join_partners, join_parts, join_sentences

from ..messages import EVENTS


def flavor_name(value: Any) -> str:
    """The flavour's name (a ``Flavor``, or its value as in the rules: ``green_tea`` …)."""
    names = {
        "almond": QCoreApplication.translate("Macaron", "almond"),
        "pistachio": QCoreApplication.translate("Macaron", "pistachio"),
        "strawberry": QCoreApplication.translate("Macaron", "strawberry"),
        "blueberry": QCoreApplication.translate("Macaron", "blueberry"),
        "green_tea": QCoreApplication.translate("Macaron", "green tea"),
        "earl_grey": QCoreApplication.translate("Macaron", "Earl Grey"),
        "chocolate": QCoreApplication.translate("Macaron", "chocolate"),
    }
    value = getattr(value, "value", value)
    return names.get(str(value), str(value))


def group_name(value: Any) -> str:
    """``group A`` … (a ``Group``, or its letter)."""
    return fill(
        QCoreApplication.translate("Macaron", "group %1"), str(getattr(value, "value", value))
    )


def card_name(flavor: Any, rank: int | None) -> str:
    """``strawberry 3``."""
    return fill(QCoreApplication.translate("Macaron", "%1 %2"), flavor_name(flavor), str(rank))


def played_card_name(flavor: Any, rank: int | None, counts_as: Any = None) -> str:
    """``almond 5``, or ``almond 5 (counts as strawberry)`` for a card of Emma's piles
    that counts as its pile's flavour (the note stays inside the sentence it ends)."""
    name = card_name(flavor, rank)
    if counts_as is None:
        return name
    #: %1: a card (flavour and number), %2: the flavour of Emma's pile it counts as
    template = QCoreApplication.translate("Macaron", "%1 (counts as %2)")
    return fill(template, name, flavor_name(counts_as))


# pyside6-lupdate does not mark Python strings with a count as plural forms, so the two
# English forms are two strings (Traditional Chinese uses one form for both).


def boxes_text(count: int) -> str:
    """``1 box``, ``3 boxes``."""
    if count == 1:
        return QCoreApplication.translate("Macaron", "1 box")
    return fill(QCoreApplication.translate("Macaron", "%1 boxes"), str(count))


def cards_text(count: int) -> str:
    """``1 card``, ``13 cards``."""
    if count == 1:
        return QCoreApplication.translate("Macaron", "1 card")
    return fill(QCoreApplication.translate("Macaron", "%1 cards"), str(count))


def votes_text(count: int) -> str:
    """``1 vote``, ``10 votes``."""
    if count == 1:
        return QCoreApplication.translate("Macaron", "1 vote")
    return fill(QCoreApplication.translate("Macaron", "%1 votes"), str(count))


def vote_totals(votes: Sequence[Any]) -> dict[str, int]:
    """The sum of the revealed tokens on each target (by its value: ``A``, ``almond`` …)."""
    totals: dict[str, int] = {}
    for vote in votes:
        value = getattr(vote, "value", None)
        if value is None:
            continue
        key = str(getattr(vote.target, "value", vote.target))
        totals[key] = totals.get(key, 0) + int(value)
    return totals


def _vote_result(totals: Mapping[str, int], chosen: str | None, royal: bool) -> str:
    """``Royal: group C, 10 votes to 8.`` or the tie, or that nobody voted."""
    if not totals or chosen is None:
        if royal:
            return fill(
                QCoreApplication.translate("Macaron", "No votes for a group: %1 is Royal."),
                group_name(chosen or "A"),
            )
        return QCoreApplication.translate("Macaron", "No votes for a flavour: no Allergen.")
    best = totals.get(chosen, 0)
    others = [n for key, n in totals.items() if key != chosen]
    runner = max(others, default=0)
    name = group_name(chosen) if royal else flavor_name(chosen)
    if runner == best:
        text = (
            QCoreApplication.translate(
                "Macaron", "Royal: %1, tied at %2: the tie goes to the leftmost."
            )
            if royal
            else QCoreApplication.translate(
                "Macaron", "Allergen: %1, tied at %2: the tie goes to the leftmost."
            )
        )
        return fill(text, name, votes_text(best))
    text = (
        QCoreApplication.translate("Macaron", "Royal: %1, %2 to %3.")
        if royal
        else QCoreApplication.translate("Macaron", "Allergen: %1, %2 to %3.")
    )
    return fill(text, name, votes_text(best), str(runner))


def mode_name(mode: str) -> str:
    """The mode as a player calls it."""
    names = {
        "solo": QCoreApplication.translate("Macaron", "solo against Emma"),
        "2p": QCoreApplication.translate("Macaron", "2 players"),
        "3p": QCoreApplication.translate("Macaron", "3 players"),
        "4p": QCoreApplication.translate("Macaron", "4 players"),
        "2v2": QCoreApplication.translate("Macaron", "2 vs 2 teams"),
        "5p": QCoreApplication.translate("Macaron", "5 players"),
    }
    return names.get(mode, mode)


def target_name(value: Any) -> str:
    """A vote target: a ``Group`` or a ``Flavor`` (or their values)."""
    value = getattr(value, "value", value)
    return group_name(value) if value in ("A", "B", "C", "D") else flavor_name(value)


def direction_name(direction: str | None) -> str:
    """``to the left`` / ``to the right``."""
    if direction == "left":
        return QCoreApplication.translate("Macaron", "to the left")
    return QCoreApplication.translate("Macaron", "to the right")


def trick_result(boxes: int, reason: str) -> str:
    """The short banner shown when a trick is won: ``+1``, ``+3``, ``Allergen: no boxes``."""
    if reason == "allergen":
        return QCoreApplication.translate("Macaron", "Allergen: no boxes")
    if reason == "two_cancels_allergen":
        return fill(
            QCoreApplication.translate("Macaron", "A 2 cancels the Allergen: +%1"), str(boxes)
        )
    if reason == "one":
        return QCoreApplication.translate("Macaron", "A 1 wins three boxes: +3")
    return fill(QCoreApplication.translate("Macaron", "+%1 gift box"), str(boxes))


def bet_name(value: int | None, side: str) -> str:
    """A bet: ``3–5 boxes`` (a standard row, as the track names it) or ``exactly 4 boxes``
    / ``8 or more boxes`` (an advanced column)."""
    if value is None:
        return QCoreApplication.translate("Macaron", "no bet")
    if side == "advanced":
        if value >= 8:
            return QCoreApplication.translate("Macaron", "8 or more boxes")
        if value == 1:
            return QCoreApplication.translate("Macaron", "exactly 1 box")
        return fill(QCoreApplication.translate("Macaron", "exactly %1 boxes"), str(value))
    return row_name(value)


# what the standard side of the gift-box track writes on each row 1–5
ROW_BOXES = ("0", "1–2", "3–5", "6–7", "8+")


def row_name(row: int) -> str:
    """A row of the standard track named as the track names it: ``3–5 boxes``."""
    if not 1 <= row <= len(ROW_BOXES):
        return fill(QCoreApplication.translate("Macaron", "row %1"), str(row))
    return fill(QCoreApplication.translate("Macaron", "%1 boxes"), ROW_BOXES[row - 1])


def trick_won_text(name: str, boxes: int, reason: str) -> str:
    """The log's line for a trick won: ``Ben wins the trick: +1 gift box.``"""
    if reason == "allergen":
        return fill(
            QCoreApplication.translate(
                "Macaron", "%1 wins the trick, but the Allergen spoils it: no boxes."
            ),
            name,
        )
    return fill(
        QCoreApplication.translate("Macaron", "%1 wins the trick: %2."),
        name,
        trick_result(boxes, reason),
    )


def last_trick_text(trick: Any, names: Sequence[str]) -> str:
    """``Last trick: Ana strawberry 3, Ben almond 5 … Ben won it: +1 gift box.``"""
    plays = []
    for play in trick.plays:
        counts_as = (
            play.flavor if play.pile is not None and play.flavor is not play.card.flavor else None
        )
        plays.append(
            fill(
                QCoreApplication.translate("Macaron", "%1 %2"),
                names[play.seat],
                played_card_name(play.card.flavor, play.card.rank, counts_as),
            )
        )
    if trick.reason == "allergen":
        text = QCoreApplication.translate(
            "Macaron", "Last trick: %1. %2 won it, but the Allergen spoiled it: no boxes."
        )
    else:
        text = QCoreApplication.translate("Macaron", "Last trick: %1. %2 won it: %3.")
    # filled at once: a player's name is never read as a placeholder
    return fill(
        text, join_list(plays), names[trick.winner], trick_result(trick.boxes, trick.reason)
    )


def _scored(
    scores: Sequence[Any], names: Sequence[str], teams: Sequence[Sequence[int]] | None
) -> list[str]:
    """``Ana 6``, ``Ben 11`` (or per team in 2V2)."""
    sides = [join_partners(names[s] for s in team) for team in teams] if teams else list(names)
    return [
        fill(
            QCoreApplication.translate("Macaron", "%1 %2"),
            sides[i] if i < len(sides) else "?",
            str(score),
        )
        for i, score in enumerate(scores)
    ]


def log_line(
    message: Event,
    names: Sequence[str],
    side: str = "standard",
    teams: Sequence[Sequence[int]] | None = None,
) -> str | None:
    """One line of the game log for an event, or ``None`` for events the log skips."""
    p: Mapping[str, Any] = message.params
    key = message.key

    def who(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    if key == "round_started":
        return fill(
            QCoreApplication.translate("Macaron", "Round %1 begins; %2 starts."),
            str(p.get("round")),
            who(p.get("start_seat")),
        )
    if key == "pass_started":
        return fill(
            QCoreApplication.translate("Macaron", "Everyone passes two cards %1."),
            direction_name(p.get("direction")),
        )
    if key == "discard_started":
        return fill(
            QCoreApplication.translate("Macaron", "%1 discards one or two cards."),
            who(p.get("seat")),
        )
    if key == "cards_passed":
        return fill(
            QCoreApplication.translate("Macaron", "The cards were passed %1."),
            direction_name(p.get("direction")),
        )
    if key == "cards_given":
        # only in the giver's and the receiver's logs (the event is private to them)
        cards = [card_name(c.flavor, c.rank) for c in p.get("cards") or ()]
        listed = (
            fill(QCoreApplication.translate("Macaron", "%1 and %2"), cards[0], cards[1])
            if len(cards) == 2
            else join_list(cards)
        )
        return fill(
            QCoreApplication.translate("Macaron", "%1 passed %2 to %3."),
            who(p.get("from_seat")),
            listed,
            who(p.get("to_seat")),
        )
    if key == "cards_discarded":
        return fill(
            QCoreApplication.translate("Macaron", "%1 discarded and drew %2."),
            who(p.get("seat")),
            cards_text(int(p.get("count", 0))),
        )
    if key == "emma_piles_built":
        return QCoreApplication.translate("Macaron", "Emma's five flavour piles are ready.")
    if key == "royal_choice_started":
        return fill(
            QCoreApplication.translate("Macaron", "%1 chooses the Royal group."), who(p.get("seat"))
        )
    if key == "royal_chosen":
        by = p.get("by")
        group = group_name(p.get("group"))
        if by == "emma_piles":
            return fill(
                QCoreApplication.translate(
                    "Macaron", "Royal: %1 (the group with most cards in Emma's piles)."
                ),
                group,
            )
        if by == "votes":
            return fill(QCoreApplication.translate("Macaron", "Royal: %1 (by the votes)."), group)
        return fill(
            QCoreApplication.translate("Macaron", "%1 makes %2 Royal."), who(p.get("seat")), group
        )
    if key == "allergen_choice_started":
        return fill(
            QCoreApplication.translate("Macaron", "%1 chooses the Allergen."), who(p.get("seat"))
        )
    if key == "allergen_chosen":
        if p.get("flavor") is None:
            return QCoreApplication.translate("Macaron", "No Allergen this round.")
        if p.get("by") == "votes":
            return fill(
                QCoreApplication.translate("Macaron", "Allergen: %1 (by the votes)."),
                flavor_name(p.get("flavor")),
            )
        return fill(
            QCoreApplication.translate("Macaron", "%1 makes %2 the Allergen."),
            who(p.get("seat")),
            flavor_name(p.get("flavor")),
        )
    if key == "voting_started":
        return QCoreApplication.translate(
            "Macaron", "Voting: each player places tokens face down, one per turn."
        )
    if key == "vote_placed":
        return fill(
            QCoreApplication.translate("Macaron", "%1 places a token on %2."),
            who(p.get("seat")),
            target_name(p.get("target")),
        )
    if key == "votes_revealed":
        votes = list(p.get("votes") or ())
        groups = {k: n for k, n in vote_totals(votes).items() if k in ("A", "B", "C", "D")}
        flavors = {k: n for k, n in vote_totals(votes).items() if k not in groups}
        royal = p.get("royal_group")
        allergen = p.get("allergen")
        return join_sentences(
            (
                QCoreApplication.translate("Macaron", "The votes are revealed."),
                _vote_result(groups, str(getattr(royal, "value", royal or "A")), True),
                _vote_result(
                    flavors,
                    None if allergen is None else str(getattr(allergen, "value", allergen)),
                    False,
                ),
            )
        )
    if key == "betting_started":
        return QCoreApplication.translate("Macaron", "Bets: each player may bet, or not.")
    if key == "bet_placed":
        return fill(
            QCoreApplication.translate("Macaron", "%1 bets on %2."),
            who(p.get("seat")),
            bet_name(p.get("row_or_column"), str(p.get("side", side))),
        )
    if key == "bet_skipped":
        return fill(QCoreApplication.translate("Macaron", "%1 does not bet."), who(p.get("seat")))
    if key == "tricks_started":
        return fill(
            QCoreApplication.translate("Macaron", "%1 leads the first trick."), who(p.get("leader"))
        )
    if key == "card_played":
        card = p.get("card")
        flavor = getattr(card, "flavor", None)
        counts_as = p.get("counts_as") if p.get("pile") and p.get("pile") is not flavor else None
        return fill(
            QCoreApplication.translate("Macaron", "%1 plays %2."),
            who(p.get("seat")),
            played_card_name(flavor, getattr(card, "rank", None), counts_as),
        )
    if key == "trick_won":
        return trick_won_text(who(p.get("seat")), int(p.get("boxes", 0)), str(p.get("reason")))
    if key == "round_ended":
        return fill(QCoreApplication.translate("Macaron", "Round %1 is over."), str(p.get("round")))
    if key == "round_scored":
        return fill(
            QCoreApplication.translate("Macaron", "Scores after round %1: %2."),
            str(p.get("round")),
            join_parts(_scored(p.get("scores", []), names, teams)),
        )
    if key == "game_over":
        winners = [w for w in p.get("winners", []) if isinstance(w, int)]
        if not winners:
            return QCoreApplication.translate("Macaron", "The game is over.")
        if teams:
            sides = [join_partners(who(s) for s in team) for team in teams]
            named = [sides[w] for w in winners if w < len(sides)]
        else:
            named = [who(w) for w in winners]
        return fill(
            QCoreApplication.translate("Macaron", "The game is over: %1 won."), join_list(named)
        )
    return None


def describe(message: Message) -> str | None:
    """A rules message in the current language: a log line for an event, else a refusal
    (the table entry's ``describe_message``)."""
    if message.key in EVENTS:
        return log_line(message, [f"#{i + 1}" for i in range(5)])
    return refusal(message)


def refusal(message: Message) -> str:
    """Why an action was refused, in one short sentence."""
    p = message.params
    key = message.key
    if key == "must_follow":
        return fill(
            QCoreApplication.translate("Macaron", "You must follow %1."),
            flavor_name(p.get("flavor")),
        )
    if key == "pass_two_cards":
        return QCoreApplication.translate("Macaron", "Choose exactly two cards to pass.")
    if key == "discard_one_or_two":
        return QCoreApplication.translate("Macaron", "Choose one or two cards to discard.")
    if key == "no_such_token":
        return QCoreApplication.translate("Macaron", "You have no token of that value left.")
    if key in ("group_not_in_play", "flavor_not_in_play", "bad_vote_target"):
        return QCoreApplication.translate("Macaron", "That is not in play this round.")
    if key == "bet_out_of_range":
        return QCoreApplication.translate("Macaron", "You cannot bet there.")
    if key == "already_passed":
        return QCoreApplication.translate("Macaron", "You have already chosen your cards.")
    return refusal_or_not_now(message)  # the kit's refusals: not your turn, not now, ...
