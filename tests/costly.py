"""The default run's costliest cases, which run in CI at every commit
instead (``.ci/run``: ``-m "slow and (ci_slice or ci_every)"``).

The default run (the README's test command, ``pytest -n auto``) has a
budget of five CPU-minutes.  On 2026-12-07 it took 449 to 517 CPU-s on
this project's machine (docs/testing.md): 139 cases of 0.6 CPU-s or more
each (measured per test in two runs) took 225 of the 431 CPU-s its tests
took together.  Once they were out, 27 more passed 0.6 s, mostly because
a drill set or a screen probe that an earlier case had paid for in the
process was now paid for by them; they are here too.  They are screen
checks that open every window, rounds and matches through the real
window, drill sets and practice sessions, the coach's grading with
Master, hosted matches, the brute-force comparisons.  Each is marked
``slow`` and ``ci_every`` as it is collected (``tests/conftest.py``), so
the default run leaves it out and CI's second step runs every one of them
at each commit, whatever the slice: CI's coverage of a commit is what it
was.  ``-m slow`` runs them too.

Kept in the default run although as costly: the architecture's guards (the
core's public face, private names, the catalogs' markers), the one whole
round by drag and drop, and the screen checks left in it (their probe
processes are shared: moving the first only hands the cost to the next).
A name listed here that no test has any more stops a whole run
(``stale``), so the list cannot rot quietly.
"""
from __future__ import annotations

from collections.abc import Iterable

# file: the cases in it, by their names after "file::"
COSTLY: dict[str, tuple[str, ...]] = {
    "tests/ai/test_habits.py": (
        "test_a_greedy_rival_is_read_and_never_misread",
        "test_a_rival_that_builds_is_not",
    ),
    "tests/ai/test_ismcts.py": (
        "test_other_tables_are_masters_own[4]",
    ),
    "tests/ai/test_learner.py": (
        "test_without_lapses_the_learner_is_its_engine[heuristic-heuristic:memory=0.5]",
    ),
    "tests/ai/test_overspader_levels.py": (
        "test_overspader_forgetful_valuation_never_fails",
        "test_overspader_other_levels_play_a_round_without_failing[expert]",
        "test_overspader_other_levels_play_a_round_without_failing[master]",
    ),
    "tests/ai/test_rival_policy.py": (
        "test_the_dial_off_reads_nothing_and_on_changes_the_worlds",
    ),
    "tests/ai/test_search_weigh.py": (
        "test_the_best_move_weighed_is_one_measured_on_every_world",
        "test_with_nothing_hidden_every_move_is_solved_and_the_best_is_the_searchs_choice",
    ),
    "tests/cli/test_fuzz.py": (
        "test_cli_fuzz_small_run_has_no_traceback",
    ),
    "tests/cli/test_input.py": (
        "test_an_undecodable_argument_or_lone_surrogate_never_breaks_the_printed_answer",
    ),
    "tests/coach/test_african.py": (
        "test_masters_own_move_in_the_last_swazi_deal_is_not_a_blunder[1]",
        "test_the_coach_grades_every_kind_of_move_of_a_swazi_round[40]",
    ),
    "tests/coach/test_grading.py": (
        "test_a_typed_last_deal_position_gets_the_same_verdict_at_ten_seeds",
        "test_the_same_view_from_different_hidden_cards_gets_the_same_grade",
    ),
    "tests/coach/test_hint.py": (
        "test_the_coach_grades_the_hints_move_good[casino-settings0-seeds0]",
        "test_the_hint_weighs_the_build_masters_shortlist_left_out",
    ),
    "tests/coach/test_weighing.py": (
        "test_a_clock_ten_times_as_fast_changes_no_grade",
        "test_the_coachs_search_stops_on_its_work_and_its_clock_is_far_away",
    ),
    "tests/core/test_bounded.py": (
        "test_computer_levels_choose_a_legal_move_on_the_longest_table[expert]",
        "test_forty_loose_take_all_refusal_is_one_sentence",
        "test_moves_on_forty_loose_cards_double_deck_is_bounded",
    ),
    "tests/core/test_bruteforce.py": (
        "test_generator_matches_bruteforce[casino-simple]",
        "test_generator_matches_bruteforce[kasino]",
        "test_generator_matches_bruteforce[mulle-kortspel]",
        "test_generator_matches_bruteforce[mulle]",
        "test_generator_matches_bruteforce[royal-casino]",
    ),
    "tests/core/test_enumeration_props.py": (
        "test_enumeration_matches_reference[royal-casino+single_build_as_card=True]",
    ),
    "tests/core/test_fast_path.py": (
        "test_reviewer_experiment_no_build_above_9_takes_effect_in_legal_moves_check_and_reference",
    ),
    "tests/core/test_player_words.py": (
        "test_every_move_of_a_round_has_a_sentence_in_both_persons[kasino]",
        "test_every_move_of_a_round_has_a_sentence_in_both_persons[mulle]",
        "test_no_word_from_our_sources_reaches_the_screen",
    ),
    "tests/core/test_random_sim.py": (
        "test_random_games[swazi-casino-2]",
        "test_random_games[swazi-casino-3]",
    ),
    "tests/core/test_rule_builds.py": (
        "test_a_play_named_as_its_raise_loses_nothing_and_no_two_plays_leave_one_table",
    ),
    "tests/core/test_rule_captures.py": (
        "test_every_capture_of_random_games_splits_into_groups_of_its_value",
    ),
    "tests/core/test_save_fuzz.py": (
        "test_save_fuzz_small_run_has_no_crash_hang_or_illegal_game",
    ),
    "tests/core/test_sentences.py": (
        "test_every_log_line_of_random_games_is_one_whole_template",
    ),
    "tests/core/test_turns.py": (
        "test_the_generator_agrees_with_the_reference_and_the_general_generator_in_random_games",
    ),
    "tests/net/test_drops.py": (
        "test_a_killed_client_is_replaced_at_once_and_rejoins_its_seat",
    ),
    "tests/net/test_hostile.py": (
        "test_a_hostile_client_and_wrong_codes_change_nothing",
    ),
    "tests/net/test_matches.py": (
        "test_four_player_partnership_casino_with_two_bots_and_two_computer_seats",
    ),
    "tests/practice/test_answers.py": (
        "test_a_reason_drills_right_choice_is_what_check_says_on_the_shown_position",
        "test_reason_drills_right_and_wrong_choices",
    ),
    "tests/practice/test_coverage.py": (
        "test_every_reason_and_scoring_item_of_a_preset_has_a_drill[casino]",
        "test_every_reason_and_scoring_item_of_a_preset_has_a_drill[dominican-casino]",
        "test_every_reason_and_scoring_item_of_a_preset_has_a_drill[finnish-kasino]",
        "test_every_reason_and_scoring_item_of_a_preset_has_a_drill[kasino]",
        "test_every_reason_and_scoring_item_of_a_preset_has_a_drill[mulle-kortspel]",
        "test_every_reason_and_scoring_item_of_a_preset_has_a_drill[overspader]",
        "test_every_reason_and_scoring_item_of_a_preset_has_a_drill[royal-casino]",
        "test_every_reason_and_scoring_item_of_a_preset_has_a_drill[south-african-casino]",
        "test_every_reason_and_scoring_item_of_a_preset_has_a_drill[swedish-kasino]",
        "test_scoring_items_are_those_score_round_can_give[dominican-casino]",
        "test_scoring_items_are_those_score_round_can_give[kasino]",
        "test_scoring_items_are_those_score_round_can_give[mulle-kortspel]",
        "test_scoring_items_are_those_score_round_can_give[overspader]",
        "test_scoring_items_are_those_score_round_can_give[royal-casino]",
        "test_scoring_items_are_those_score_round_can_give[south-african-casino]",
        "test_scoring_items_are_those_score_round_can_give[swedish-kasino]",
        "test_the_finished_round_exclusion_holds_every_drill_position_is_in_play",
    ),
    "tests/practice/test_generator.py": (
        "test_every_drill_answer_is_the_cores[dominican-casino]",
        "test_every_drill_answer_is_the_cores[mulle]",
        "test_find_every_capture_asks_about_a_card_with_several[mulle]",
        "test_the_quick_start_is_the_start_of_the_whole_set[casino-3]",
        "test_the_quick_start_is_the_start_of_the_whole_set[kasino-1]",
        "test_the_quick_start_is_the_start_of_the_whole_set[swazi-casino-0]",
        "test_under_the_first_deal_rule_every_position_says_its_deal_and_builds_come_after_the_first",
    ),
    "tests/practice/test_reasons.py": (
        "test_every_legal_drill_is_a_question_with_a_wrong_choice[mulle]",
        "test_every_legal_drill_is_a_question_with_a_wrong_choice[swedish-kasino]",
        "test_no_two_choices_are_one_sentence_of_the_rules_filled_twice",
        "test_the_caps_sentence_names_the_plays_sum_and_is_never_a_wrong_reason[casino-options0]",
        "test_the_caps_sentence_names_the_plays_sum_and_is_never_a_wrong_reason[royal-casino-options1]",
        "test_wrong_reasons_differ_in_meaning_and_speak_of_the_play_asked[options0]",
        "test_wrong_reasons_differ_in_meaning_and_speak_of_the_play_asked[options1]",
    ),
    "tests/practice/test_session.py": (
        "test_new_topics_first_then_a_topic_answered_wrong_comes_back_before_right_ones",
        "test_no_position_repeats_and_no_table_follows_a_nearly_identical_one[casino]",
        "test_no_position_repeats_and_no_table_follows_a_nearly_identical_one[royal-casino]",
        "test_scoring_drills_are_a_minority_never_first_nor_two_in_a_row[casino]",
        "test_scoring_drills_are_a_minority_never_first_nor_two_in_a_row[royal-casino]",
    ),
    "tests/practice/test_table_drills.py": (
        "test_a_refused_play_breaks_only_the_rule_its_answer_names[mulle-kortspel]",
        "test_a_refused_play_breaks_only_the_rule_its_answer_names[south-african-casino]",
        "test_a_refused_play_breaks_only_the_rule_its_answer_names[swedish-kasino]",
        "test_a_session_mixes_kinds_and_never_repeats_a_position[casino]",
        "test_every_sum_in_a_question_adds_up[casino]",
        "test_every_sum_in_a_question_adds_up[mulle-kortspel]",
        "test_every_sum_in_a_question_adds_up[royal-casino]",
        "test_every_sum_in_a_question_adds_up[south-african-casino]",
        "test_every_sum_in_a_question_adds_up[swedish-kasino]",
        "test_swedish_legal_drills_are_not_one_question",
    ),
    "tests/practice/test_table_plays.py": (
        "test_a_turn_of_several_actions_has_the_end_turn_button_and_table_drags",
    ),
    "tests/practice/test_typed_only.py": (
        "test_the_highest_build_has_a_drill_where_a_card_takes_more_than_it",
        "test_typed_only_is_exactly_what_table_plays_of_casino_cannot_meet",
    ),
    "tests/qt/access/test_keys.py": (
        "test_the_table_in_words_shows_only_translated_words",
    ),
    "tests/qt/aids/test_hint_and_take_back.py": (
        "test_the_tables_hint_is_the_coachs_best_move",
    ),
    "tests/qt/aids/test_redo.py": (
        "test_after_the_log_is_made_again_taking_back_a_rounds_first_move_keeps_its_heading",
        "test_the_first_move_of_a_new_round_is_taken_back_within_that_round",
    ),
    "tests/qt/aids/test_round_review.py": (
        "test_a_saved_game_opened_again_reviews_its_finished_round",
        "test_the_quit_key_quits_from_the_review",
        "test_the_review_replays_the_round_that_was_played",
        "test_the_review_speaks_the_players_language",
        "test_the_review_takes_the_room_the_screen_has_beside_a_small_main_window",
    ),
    "tests/qt/cards/test_card_painter.py": (
        "test_every_card_renders_in_its_colour_family",
        "test_the_corner_letter_is_the_players_language",
    ),
    "tests/qt/coach/test_coach_at_table.py": (
        "test_a_forced_end_of_turn_leaves_the_line_on_the_move_of_the_turn",
        "test_a_note_too_long_for_the_line_is_read_with_a_key",
    ),
    "tests/qt/dialogs/test_roomy_dialogs.py": (
        "test_the_score_sheet_opens_larger_on_a_large_screen",
    ),
    "tests/qt/game/test_ai_thread.py": (
        "test_gui_thread_keeps_handling_events_while_the_computer_thinks",
    ),
    "tests/qt/game/test_autoplay.py": (
        "test_autoplay_one_round_per_family[casino-2-False]",
        "test_autoplay_one_round_per_family[swedish-kasino-2-False]",
        "test_command_line_autoplay_saves_a_screenshot",
    ),
    "tests/qt/game/test_damaged_saves.py": (
        "test_damaged_autosave_does_not_abort_the_app[latin1_byte]",
    ),
    "tests/qt/game/test_deal_of_the_day.py": (
        "test_a_language_change_keeps_the_deal_of_the_day_line_at_the_top",
    ),
    "tests/qt/game/test_opening.py": (
        "test_a_language_change_while_a_save_is_read_opens_it_in_the_new_window",
        "test_a_long_save_opens_while_the_event_loop_keeps_turning",
    ),
    "tests/qt/game/test_resume_loader.py": (
        "test_a_long_game_comes_back_while_the_event_loop_keeps_turning",
        "test_game_actions_wait_while_the_game_comes_back",
        "test_quitting_while_the_game_comes_back_leaves_its_autosave_alone",
    ),
    "tests/qt/game/test_save_fuzz_window.py": (
        "test_open_of_damaged_saves_shows_one_sentence_or_a_legal_game",
        "test_resume_of_damaged_autosaves_never_locks_out",
    ),
    "tests/qt/game/test_single_instance.py": (
        "test_a_lock_left_by_a_killed_start_does_not_block_the_next",
        "test_a_second_start_hands_over_to_the_open_window_and_exits",
    ),
    "tests/qt/net/test_net_language.py": (
        "test_a_language_change_makes_an_open_tables_window_again_whole_and_keeps_its_seat",
        "test_a_table_still_waiting_for_its_players_changes_language_and_starts_in_the_new_one",
    ),
    "tests/qt/net/test_net_window.py": (
        "test_a_hosted_match_stopped_midway_is_resumed_and_the_window_rejoins",
        "test_two_windows_play_a_match_through_the_host",
    ),
    "tests/qt/net/test_table_after_match.py": (
        "test_a_guest_who_quit_the_finished_table_and_joins_again_sees_it_and_follows_the_next_deal",
    ),
    "tests/qt/practice/test_african_drills.py": (
        "test_an_african_drill_says_every_word_in_the_players_language[top_captured]",
    ),
    "tests/qt/practice/test_drill_kinds.py": (
        "test_find_every_capture_by_clicks_and_by_a_drag",
    ),
    "tests/qt/practice/test_guide_offer.py": (
        "test_the_first_launch_question_leaves_the_table_cards_in_sight_at_1024x768[en]",
        "test_the_first_launch_question_leaves_the_table_cards_in_sight_at_1024x768[es]",
    ),
    "tests/qt/practice/test_guide_play.py": (
        "test_the_guided_deal_plays_through_to_the_score_sheet[casino]",
        "test_the_guided_deal_plays_through_to_the_score_sheet[dominican-casino]",
        "test_the_guided_deal_plays_through_to_the_score_sheet[krypkasino]",
        "test_the_guided_deal_plays_through_to_the_score_sheet[mulle]",
        "test_the_guided_deal_plays_through_to_the_score_sheet[mulle-kortspel]",
    ),
    "tests/qt/practice/test_guide_swazi.py": (
        "test_the_swazi_lesson_plays_through_to_the_eleven_points",
    ),
    "tests/qt/practice/test_lesson_coach_and_quit.py": (
        "test_the_coach_grades_nothing_in_a_lesson_and_its_review_blames_no_move",
    ),
    "tests/qt/practice/test_practice_layout.py": (
        "test_every_kind_of_drill_lays_out_cleanly_on_a_small_screen[mulle-size1]",
    ),
    "tests/qt/practice/test_practice_pseudo.py": (
        "test_the_drill_window_says_every_word_in_the_players_language[legal]",
    ),
    "tests/qt/practice/test_practice_session.py": (
        "test_a_busy_page_while_the_drills_are_made_and_the_window_answers_meanwhile",
        "test_the_rulebook_of_the_rules_practised_is_one_button_away",
    ),
    "tests/qt/practice/test_practice_window.py": (
        "test_next_brings_a_topic_answered_wrong_back_before_the_right_ones",
        "test_the_game_menu_opens_practice_with_the_rules_chosen_and_asks_the_schedules_first_drill",
        "test_the_new_game_dialog_offers_practice_of_the_rules_it_shows",
        "test_the_progress_screen_lists_the_topics_of_the_house_rules_practised",
        "test_under_a_first_deal_rule_a_drill_says_which_deal_it_is_and_its_topic_is_the_house_rule",
    ),
    "tests/qt/practice/test_topics.py": (
        "test_the_topics_from_the_rules_are_those_of_a_real_drill_set[casino]",
        "test_the_topics_from_the_rules_are_those_of_a_real_drill_set[mulle-kortspel]",
        "test_the_topics_from_the_rules_are_those_of_a_real_drill_set[swedish-kasino]",
    ),
    "tests/qt/table/test_african_table.py": (
        "test_a_game_quit_mid_turn_replays_to_the_same_position",
        "test_a_round_of_each_african_preset_by_mouse[south-african-casino-2-False]",
    ),
    "tests/qt/test_clean_shutdown.py": (
        "test_close_during_deal_is_silent[0]",
        "test_close_during_deal_is_silent[10]",
        "test_exception_during_start_up_does_not_abort_on_a_running_ai_thread",
    ),
    "tests/qt/test_full_round.py": (
        "test_a_whole_round_by_drag_only_never_refuses_a_meant_trail",
    ),
    "tests/qt/test_keyboard_letters.py": (
        "test_the_other_dialogs_have_no_clash[en]",
        "test_the_other_dialogs_have_no_clash[es]",
    ),
    "tests/qt/test_language_menu.py": (
        "test_a_change_while_the_score_sheet_is_open_shows_it_again",
        "test_a_language_change_at_a_rounds_start_keeps_take_back_and_the_review",
    ),
    "tests/qt/test_long_names.py": (
        "test_the_score_sheet_heads_its_columns_with_cut_names",
    ),
    "tests/qt/test_screen_sizes.py": (
        "test_every_window_and_dialog_fits_the_screen[1024x600-pseudo]",
    ),
    "tests/qt/test_start_notes_language.py": (
        "test_the_back_note_keeps_its_place_in_the_log_after_a_change_at_the_rounds_end",
    ),
    "tests/storage/test_atomic_file.py": (
        "test_sigkill_at_random_moments_never_leaves_a_partial_file",
    ),
    "tests/storage/test_stats_store.py": (
        "test_mutated_statistics_files_never_raise_and_never_show_impossible_counts",
    ),
    "tests/test_tiers.py": (
        "test_a_slice_that_is_not_k_of_n_is_refused",
        "test_ci_runs_a_share_of_the_house_rule_coverage_at_each_commit_whatever_its_slice",
    ),
    "tests/tools/test_tournament.py": (
        "test_report_reads_results_and_computes_the_gap",
    ),
}

COSTLY_IDS = frozenset(f"{file}::{case}" for file, cases in COSTLY.items() for case in cases)


def stale(collected: Iterable[str]) -> list[str]:
    """The listed cases a whole run did not collect (renamed or removed)."""
    return sorted(COSTLY_IDS - set(collected))
