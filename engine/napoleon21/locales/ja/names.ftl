# ナポレオン2.1：ゲーム名、オプション、陣営、ものの名前。用語はルールブック（seed 000）に合わせる。GLOSSARY.md を参照。
# 名前（Ref）：napoleon21-country-<id>（.abbr：活動表の略号）、-adjective-<id>（「〜軍」の前に付く）、
# -area-<id>（.full：正式名、.short：凡例、.map：地図上の行）、-capital-<country>、-war-<state>（.badge：地図のマーカー）、
# -facing-、-phase-、-battle-step-、-rank-。

napoleon21-title = ナポレオン2.1
napoleon21-blurb = ナポレオン対対仏大同盟、1805〜1815年。フランス対連合国5か国、2〜6人用。
napoleon21-scenario-1805 = 1805年：イギリス・オーストリア・ロシアが交戦、プロイセンとスペインは和平

## オプション
napoleon21-option-allies = 連合国プレイヤーの人数：1人で5か国すべてを担当するか、2〜5人で最も均等になるように分担します。「prussia+austria/russia+spain+britain」のように分け方を指定することもできます。
napoleon21-option-allies-1 = 連合国プレイヤー1人
napoleon21-option-allies-2 = 連合国プレイヤー2人
napoleon21-option-allies-3 = 連合国プレイヤー3人
napoleon21-option-allies-4 = 連合国プレイヤー4人
napoleon21-option-allies-5 = 連合国プレイヤー5人（1人1か国）
napoleon21-option-road_to_paris = パリへの道：フランスの{ -napoleon21-morale }が0になってもゲームを続け、その後フランスが最初に降伏した時点で連合国の勝利（14.0）。
napoleon21-option-road_to_paris-off = なし
napoleon21-option-road_to_paris-on = あり
napoleon21-option-nelson = ネルソンの攻勢：活動順のサイの目が偶数のターン、フランス軍は海エリアを通れない（14.0）。
napoleon21-option-nelson-off = なし
napoleon21-option-nelson-on = あり
napoleon21-option-french_mobilization = フランスの動員/改革は1〜4の目でのみ成功（14.0）。
napoleon21-option-french_mobilization-off = なし：常に成功
napoleon21-option-french_mobilization-on = あり：1〜4で成功
napoleon21-option-allied_mobilization = 交戦状態の連合国は動員/改革を行えない（14.0）。
napoleon21-option-allied_mobilization-off = なし
napoleon21-option-allied_mobilization-on = あり

## 陣営
napoleon21-seat-france = フランス
napoleon21-seat-allies = 連合国
napoleon21-seat-prussia = プロイセン
napoleon21-seat-austria = オーストリア
napoleon21-seat-russia = ロシア
napoleon21-seat-spain = スペイン
napoleon21-seat-britain = イギリス
napoleon21-seat-prussia-austria = プロイセン・オーストリア
napoleon21-seat-prussia-russia = プロイセン・ロシア
napoleon21-seat-prussia-spain = プロイセン・スペイン
napoleon21-seat-prussia-britain = プロイセン・イギリス
napoleon21-seat-austria-russia = オーストリア・ロシア
napoleon21-seat-austria-spain = オーストリア・スペイン
napoleon21-seat-austria-britain = オーストリア・イギリス
napoleon21-seat-russia-spain = ロシア・スペイン
napoleon21-seat-russia-britain = ロシア・イギリス
napoleon21-seat-spain-britain = スペイン・イギリス
napoleon21-seat-prussia-austria-russia = プロイセン・オーストリア・ロシア
napoleon21-seat-prussia-austria-spain = プロイセン・オーストリア・スペイン
napoleon21-seat-prussia-austria-britain = プロイセン・オーストリア・イギリス
napoleon21-seat-prussia-russia-spain = プロイセン・ロシア・スペイン
napoleon21-seat-prussia-russia-britain = プロイセン・ロシア・イギリス
napoleon21-seat-prussia-spain-britain = プロイセン・スペイン・イギリス
napoleon21-seat-austria-russia-spain = オーストリア・ロシア・スペイン
napoleon21-seat-austria-russia-britain = オーストリア・ロシア・イギリス
napoleon21-seat-austria-spain-britain = オーストリア・スペイン・イギリス
napoleon21-seat-russia-spain-britain = ロシア・スペイン・イギリス
napoleon21-seat-prussia-austria-russia-spain = プロイセン・オーストリア・ロシア・スペイン
napoleon21-seat-prussia-austria-russia-britain = プロイセン・オーストリア・ロシア・イギリス
napoleon21-seat-prussia-austria-spain-britain = プロイセン・オーストリア・スペイン・イギリス
napoleon21-seat-prussia-russia-spain-britain = プロイセン・ロシア・スペイン・イギリス
napoleon21-seat-austria-russia-spain-britain = オーストリア・ロシア・スペイン・イギリス

## 国（略号は漢字一文字の国名）
napoleon21-country-france = フランス
    .abbr = 仏
napoleon21-country-prussia = プロイセン
    .abbr = 普
napoleon21-country-austria = オーストリア
    .abbr = 墺
napoleon21-country-russia = ロシア
    .abbr = 露
napoleon21-country-spain = スペイン
    .abbr = 西
napoleon21-country-britain = イギリス
    .abbr = 英

# 「〜軍」の前に付く形（「フランス軍」）
napoleon21-adjective-france = フランス
napoleon21-adjective-prussia = プロイセン
napoleon21-adjective-austria = オーストリア
napoleon21-adjective-russia = ロシア
napoleon21-adjective-spain = スペイン
napoleon21-adjective-britain = イギリス

napoleon21-capital-france = パリ
napoleon21-capital-prussia = ベルリン
napoleon21-capital-austria = ウィーン
napoleon21-capital-russia = ペテルブルク
napoleon21-capital-spain = マドリード
napoleon21-capital-britain = ロンドン

## エリア（1.1）
napoleon21-area-france = フランス
napoleon21-area-south_france = 南フランス
napoleon21-area-spain = スペイン
napoleon21-area-britain = イギリス
napoleon21-area-rhine = ライン連邦
    .full = ライン連邦
    .map = ライン連邦
napoleon21-area-italy = イタリア
napoleon21-area-prussia = プロイセン
napoleon21-area-warsaw = ワルシャワ
napoleon21-area-austria = オーストリア
napoleon21-area-west_russia = 西方ロシア
    .map =
        西方
        ロシア
napoleon21-area-russia = ロシア
napoleon21-area-atlantic = 大西洋
    .map = 大西洋
napoleon21-area-baltic = バルト海
    .map = バルト海
napoleon21-area-mediterranean = 地中海
    .short = 地中海
    .map = 地中海

## 戦争状態（3.2）、ユニットの面、フェイズ、戦闘手順
napoleon21-war-peace = 和平
    .badge = 和平
napoleon21-war-armistice = 休戦
    .badge = 休戦
napoleon21-war-war = 交戦
    .badge = 交戦
napoleon21-facing-up = 表面
napoleon21-facing-down = 裏面
napoleon21-phase-activity = 活動フェイズ
napoleon21-phase-adjustment = 調整フェイズ
napoleon21-phase-victory = 勝利宣言
napoleon21-phase-over = ゲーム終了
napoleon21-battle-step-french_attack = フランス軍の攻撃
napoleon21-battle-step-rout_check_1 = 1回目の敗走判定
napoleon21-battle-step-allied_attack = 連合軍の攻撃
napoleon21-battle-step-rout_check_2 = 2回目の敗走判定
napoleon21-battle-step-over = 戦闘終了

## ナポレオンの称号（13.0）：称号の中の半角スペースはルールブック13.1の表記のまま（space kept）
napoleon21-rank-hero = ヨーロッパ統一の英雄 ナポレオン
napoleon21-rank-master = ヨーロッパの覇者 ナポレオン
napoleon21-rank-emperor = フランス皇帝 ナポレオン
napoleon21-rank-frenchman = フランス人 ナポレオン
