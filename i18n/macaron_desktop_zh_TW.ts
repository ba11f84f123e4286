<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Bots</name>
    <message>
        <source>Bot (easy)</source>
        <translation>電腦玩家（簡單）</translation>
    </message>
    <message>
        <source>Bot (normal)</source>
        <translation>電腦玩家（普通）</translation>
    </message>
    <message>
        <source>Bot (hard)</source>
        <translation>電腦玩家（困難）</translation>
    </message>
    <message>
        <source>Bot (expert)</source>
        <translation>電腦玩家（專家）</translation>
    </message>
    <message>
        <source>Bot (beginner)</source>
        <translation>電腦玩家（初級）</translation>
    </message>
    <message>
        <source>Bot (random)</source>
        <translation>電腦玩家（隨機）</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>You may choose only one card: click it to put it back.</source>
        <translation>只能選一張牌：再點一下把它放回去。</translation>
    </message>
    <message>
        <source>You may choose at most %1 cards: click one to put it back.</source>
        <translation>最多只能選%1張牌：點一下其中一張把它放回去。</translation>
    </message>
    <message>
        <source>Choose one more card.</source>
        <translation>請再選一張牌。</translation>
    </message>
    <message>
        <source>Choose %1 more cards.</source>
        <translation>請再選%1張牌。</translation>
    </message>
    <message>
        <source>Drop cards here to choose them</source>
        <translation>將牌拖放到此處以選取</translation>
    </message>
    <message>
        <source>Click here or press Enter to confirm</source>
        <translation>點這裡或按 Enter 確定</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Macaron</source>
        <translation>Macaron</translation>
    </message>
    <message>
        <source>1–5 players · solo against Emma · 2 vs 2 teams</source>
        <translation>1–5 人·單人模式挑戰 Emma·2 對 2 團體對抗</translation>
    </message>
    <message>
        <source>Bake for the royal family: win tricks to fill gift boxes, pick the Royal flavours, beware the Allergen, and bet on how well you will do.</source>
        <translation>為王室烘焙馬卡龍：吃墩裝滿點心盒、選定皇家組別、提防過敏原，並下注預測自己的表現。</translation>
    </message>
    <message>
        <source>Toy tricks</source>
        <translation>小小吃墩</translation>
    </message>
    <message>
        <source>2–3 players</source>
        <translation>2–3 人</translation>
    </message>
    <message>
        <source>Bid in secret how many of three tricks you will take, then play them.</source>
        <translation>先暗中預測自己會吃下三墩中的幾墩，再出牌吃墩。</translation>
    </message>
    <message>
        <source>La Macarena</source>
        <translation>La Macarena</translation>
    </message>
    <message>
        <source>2–5 players</source>
        <translation>2–5 人</translation>
    </message>
    <message>
        <source>Lay runs and pairs of element cards on seven wells, call “Espejo!” to enchant a well with your Maca, and trade the elements you win for amulets.</source>
        <translation>在七口井上打出元素牌的牌串，喊出「Espejo！」用你的 Maca 施法守護一口井，再把贏得的元素換成護身符。</translation>
    </message>
    <message>
        <source>Maus au Chocolat</source>
        <translation>Maus au Chocolat</translation>
    </message>
    <message>
        <source>2–6 players</source>
        <translation>2–6 人</translation>
    </message>
    <message>
        <source>Bid with ingredient cards for the ones on display, then score runs and sets of snack values, with an animal helper&apos;s power, until someone reaches 30.</source>
        <translation>用食材卡出價，換取展示區的牌，再以點心值組成順子或三條得分，並借助小幫手的能力，直到有人達到 30 分。</translation>
    </message>
    <message>
        <source>Masters of Maple Syrup</source>
        <translation>Masters of Maple Syrup</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 位玩家</translation>
    </message>
    <message>
        <source>Work a sugar bush side by side: turn the action cards to tap, harvest and develop, knowing your neighbour gets the other end, until a property holds ten cards.</source>
        <translation>與鄰居並肩經營糖楓林：轉動行動卡來插管、採收和開發，但別忘了鄰居會拿到另一端的行動，直到有一座農場擁有十張卡。</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>發生錯誤</translation>
    </message>
    <message>
        <source>Macaron Desktop ran into an unexpected problem. Your game is still open; the details were written to the log file.</source>
        <translation>Macaron Desktop 遇到了意料之外的問題。你的遊戲仍然開著；詳細資訊已寫入記錄檔。</translation>
    </message>
    <message>
        <source>&amp;Copy details</source>
        <translation>複製詳細資訊(&amp;C)</translation>
    </message>
</context>
<context>
    <name>GameScreen</name>
    <message>
        <source>&amp;Confirm</source>
        <translation>確定(&amp;C)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1思考中…</translation>
    </message>
    <message>
        <source>%1 are thinking…</source>
        <translation>%1思考中…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>等待%1…</translation>
    </message>
    <message>
        <source>Click or press Enter to continue.</source>
        <translation>按一下或按 Enter 繼續。</translation>
    </message>
    <message>
        <source>See the &amp;result</source>
        <translation>查看結果(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>等待%1。</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>遊戲紀錄</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>復原我的上一步(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>Hi&amp;nt</source>
        <translation>提示(&amp;N)</translation>
    </message>
    <message>
        <source>What the Hard bot would do now, and why (key: H)</source>
        <translation>「困難」電腦玩家此刻會怎麼做，以及原因（快速鍵：H）</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>下一輪(&amp;N)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>遊戲結束</translation>
    </message>
    <message>
        <source>Shared victory: %1!</source>
        <translation>共享勝利：%1！</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1獲勝！</translation>
    </message>
    <message>
        <source>Final scores: %1</source>
        <translation>最終分數：%1</translation>
    </message>
    <message>
        <source>&amp;Play again with the same seats</source>
        <translation>以相同座位再玩一局(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation>匯出對局紀錄(&amp;E)…</translation>
    </message>
    <message>
        <source>Back to the &amp;library</source>
        <translation>返回遊戲庫(&amp;L)</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <translation>第%1個動作，共%2個：%3。</translation>
    </message>
    <message>
        <source>List closed.</source>
        <translation>清單已關閉。</translation>
    </message>
    <message>
        <source>Press Enter when %1 sits at the computer.</source>
        <translation>%1坐到電腦前時，請按 Enter。</translation>
    </message>
    <message>
        <source>The game is over. Tab goes through Play again, Export and Leave; Enter or Space presses the one chosen.</source>
        <translation>遊戲結束。Tab 鍵在「再玩一局」、「匯出」與「離開」之間切換；Enter 或空白鍵按下選中的按鈕。</translation>
    </message>
    <message>
        <source>Press Enter to go on.</source>
        <translation>按 Enter 繼續。</translation>
    </message>
    <message>
        <source>Arrows move between the cards, Space chooses or puts back, Enter confirms, Escape puts them all back.</source>
        <translation>方向鍵在牌之間移動，空白鍵選取或放回，Enter 確定，Esc 全部放回。</translation>
    </message>
    <message>
        <source>Left and right choose, Enter answers.</source>
        <translation>左右方向鍵選擇，Enter 回答。</translation>
    </message>
    <message>
        <source>Answers: %1.</source>
        <translation>可選答案：%1。</translation>
    </message>
    <message>
        <source>You may: %1.</source>
        <translation>你可以：%1。</translation>
    </message>
    <message>
        <source>And %1 more moves.</source>
        <translation>另外還有%1個動作。</translation>
    </message>
    <message>
        <source>In this list the arrows go from move to move, Enter plays the move, Escape closes the list.</source>
        <translation>在這份清單中，方向鍵逐一切換動作，Enter 執行該動作，Esc 關閉清單。</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>分數：%1</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Estimates from %1 sampled deals of the cards you cannot see.</source>
        <translation>估計值來自對你看不到的牌所做的%1次抽樣發牌。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>動作</translation>
    </message>
    <message>
        <source>Value (est.)</source>
        <translation>價值（估計）</translation>
    </message>
    <message>
        <source>Higher values are better for you.</source>
        <translation>價值越高對你越有利。</translation>
    </message>
    <message>
        <source>In bold: what the Hard bot would play.</source>
        <translation>粗體：「困難」電腦玩家會選的動作。</translation>
    </message>
    <message>
        <source>Hint: the Hard bot thinks…</source>
        <translation>提示：「困難」電腦玩家思考中…</translation>
    </message>
    <message>
        <source>Hint: the Hard bot&apos;s advice</source>
        <translation>提示：「困難」電腦玩家的建議</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>Cl&amp;ose</source>
        <translation>關閉(&amp;O)</translation>
    </message>
    <message>
        <source>No hint is available now.</source>
        <translation>目前沒有可用的提示。</translation>
    </message>
</context>
<context>
    <name>LeaveUnsaved</name>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>遊戲無法存檔：%1。</translation>
    </message>
    <message>
        <source>Its file holds it up to move %1; the moves since then are only in memory, and leaving now loses them.</source>
        <translation>存檔只記到第%1步；之後的每一步都只在記憶體裡，現在離開就會失去。</translation>
    </message>
    <message>
        <source>It has not been written down yet: it is only in memory, and leaving now loses it.</source>
        <translation>遊戲還沒寫進存檔：它只在記憶體裡，現在離開就會失去。</translation>
    </message>
    <message>
        <source>The copy could not be saved: %1.</source>
        <translation>副本也無法存檔：%1。</translation>
    </message>
    <message>
        <source>The game is not saved</source>
        <translation>遊戲尚未存檔</translation>
    </message>
    <message>
        <source>&amp;Leave and lose the moves since move %1</source>
        <translation>離開，失去第%1步之後的進度(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Leave and lose this game</source>
        <translation>離開，失去這局遊戲(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>再試一次(&amp;T)</translation>
    </message>
    <message>
        <source>Save &amp;elsewhere…</source>
        <translation>存到別處(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Stay in the game</source>
        <translation>留在遊戲中(&amp;S)</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Play</source>
        <translation>開始遊戲</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>開始玩《%1》</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>遊戲庫</translation>
    </message>
    <message>
        <source>▶ Continue</source>
        <translation>▶ 繼續遊戲</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>載入遊戲(&amp;L)…</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <source>No game is installed yet. The games arrive one by one.</source>
        <translation>目前還沒有安裝任何遊戲。遊戲會一款一款陸續加入。</translation>
    </message>
</context>
<context>
    <name>LoadDialog</name>
    <message>
        <source>Only a copy of this game is left (%1): it could not be made its save again (%2). Opening it goes on in a new save.</source>
        <translation>這局遊戲只剩下一份副本（%1）：無法把它還原成存檔（%2）。開啟後會在新的存檔裡繼續。</translation>
    </message>
    <message>
        <source>Only a copy of this game is left (%1). Opening it goes on in a new save.</source>
        <translation>這局遊戲只剩下一份副本（%1）。開啟後會在新的存檔裡繼續。</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>載入遊戲</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Progress</source>
        <extracomment>The column of how far a game is: its round, or its hand (each game&apos;s word)</extracomment>
        <translation>進度</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>儲存時間</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開啟(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>刪除(&amp;D)…</translation>
    </message>
    <message>
        <source>Show the saves &amp;folder</source>
        <translation>顯示存檔資料夾(&amp;F)</translation>
    </message>
    <message>
        <source>only a copy is left</source>
        <translation>只剩副本</translation>
    </message>
    <message>
        <source>Delete savegame</source>
        <translation>刪除存檔</translation>
    </message>
    <message>
        <source>Delete this saved game for good? This cannot be undone.</source>
        <translation>要永久刪除這個存檔嗎？刪除後無法復原。</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1輪</translation>
    </message>
</context>
<context>
    <name>Macarena</name>
    <message>
        <source>2 players</source>
        <translation>2 位玩家</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 位玩家</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 位玩家</translation>
    </message>
    <message>
        <source>5 players</source>
        <translation>5 位玩家</translation>
    </message>
    <message>
        <source>Bot (easy)</source>
        <translation>電腦玩家（簡單）</translation>
    </message>
    <message>
        <source>Lays the series worth most to it each turn, but a quarter of the time its second choice.</source>
        <translation>每回合打出對它最有價值的牌串，但有四分之一的機率改選次佳的選擇。</translation>
    </message>
    <message>
        <source>Bot (normal)</source>
        <translation>電腦玩家（普通）</translation>
    </message>
    <message>
        <source>Lays the series worth most to it each turn; passes only when it has nothing worth playing.</source>
        <translation>每回合打出對它最有價值的牌串；只有沒有值得打的牌時才不出牌。</translation>
    </message>
    <message>
        <source>Bot (hard)</source>
        <translation>電腦玩家（困難）</translation>
    </message>
    <message>
        <source>Plays out imagined deals before it chooses. It often passes for several turns, keeping its cards to lay one long series at once.</source>
        <translation>先推演多種假想的發牌再做決定。它常常連續好幾回合不出牌，留著手牌一次打出一長串。</translation>
    </message>
    <message>
        <source>Bot (expert)</source>
        <translation>電腦玩家（專家）</translation>
    </message>
    <message>
        <source>As Hard, with more imagined deals played further ahead: it too keeps its cards for long series.</source>
        <translation>和「困難」一樣，但推演更多假想的發牌、看得更遠：它也會留著手牌打長牌串。</translation>
    </message>
    <message>
        <source>Bot (random)</source>
        <translation>電腦玩家（隨機）</translation>
    </message>
    <message>
        <source>Bot (beginner)</source>
        <translation>電腦玩家（初級）</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1不出牌</translation>
    </message>
    <message>
        <source>La Macarena&apos;s apprentice!</source>
        <translation>La Macarena 的學徒！</translation>
    </message>
    <message>
        <source>Espejo!</source>
        <translation>「Espejo！」鏡像！</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>第%1手結束</translation>
    </message>
    <message>
        <source>The collections are turned face up.</source>
        <translation>所有人的個人收藏翻面公開。</translation>
    </message>
    <message>
        <source>(%1: %2 each, the same ranks.)</source>
        <translation>（%1：各%2，點數完全相同。）</translation>
    </message>
    <message>
        <source>(%1 cards each: %2&apos;s %3 beats %4&apos;s %5.)</source>
        <translation>（各%1張：%2的%3勝過%4的%5。）</translation>
    </message>
    <message>
        <source>My &amp;collection (%1)</source>
        <translation>我的個人收藏(&amp;C)：%1張</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>收回(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Other well</source>
        <translation>換一口井(&amp;O)</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>目前無法這麼做。</translation>
    </message>
    <message>
        <source>%1 amulets win</source>
        <translation>集滿%1個護身符獲勝</translation>
    </message>
    <message>
        <source>1 amulet wins</source>
        <translation>集滿 1 個護身符獲勝</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>第%1手</translation>
    </message>
    <message>
        <source>Amulets:</source>
        <translation>護身符：</translation>
    </message>
    <message>
        <source>Player|In hand|Collection|Elements|Coins|Amulets</source>
        <comment>column titles</comment>
        <translation>玩家|手牌|個人收藏|元素標記|金幣|護身符</translation>
    </message>
    <message>
        <source>%1 ran out of cards.</source>
        <translation>%1出完手牌。</translation>
    </message>
    <message>
        <source>%1 enchanted every well.</source>
        <translation>%1在每一口井都施法守護。</translation>
    </message>
    <message>
        <source>The draw pile ran out.</source>
        <translation>抽牌堆的牌抽完了。</translation>
    </message>
    <message>
        <source>Hand %1: the standings</source>
        <translation>第%1手：目前戰況</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>下一手(&amp;N)</translation>
    </message>
    <message>
        <source>Espejo! %1 plays a mirror turn.</source>
        <translation>「Espejo！」%1進行鏡像回合。</translation>
    </message>
    <message>
        <source>Espejo! Your mirror turn: play on any well, enchanted ones too, or pass.</source>
        <translation>「Espejo！」你的鏡像回合：可在任何一口井出牌（受守護的井也可以），或不出牌。</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto a well (or click a card, then a well), or pass.</source>
        <translation>輪到你：把一張牌拖到一口井上（或先點牌再點井），或不出牌。</translation>
    </message>
    <message>
        <source>A mirror on %1! Press Done to place your Maca.</source>
        <translation>%1出現鏡牌！按「完成」放上你的 Maca。</translation>
    </message>
    <message>
        <source>Series on %1: no card in your hand can follow. Press Done (Take back undoes the last card).</source>
        <translation>在%1上組牌串：手上沒有牌能再接上，請按「完成」（「收回」取消最後一張）。</translation>
    </message>
    <message>
        <source>Series on %1: add a lifted card, or press Done (Take back undoes the last card).</source>
        <translation>在%1上組牌串：加上浮起的牌，或按「完成」（「收回」取消最後一張）。</translation>
    </message>
    <message>
        <source>Choose the well that gives up one of your Macas.</source>
        <translation>選擇要移走你一個 Maca 的井。</translation>
    </message>
    <message>
        <source>Choose the element you hand over.</source>
        <translation>選擇你要交出的元素。</translation>
    </message>
    <message>
        <source>Choose the element your coins buy.</source>
        <translation>選擇用金幣換取的元素。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a well and its top card</comment>
        <extracomment>A well and its top card, as a choice of where a Maca moves from: &quot;well 3 (7 of Water)&quot;</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>不出牌(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>完成(&amp;D)</translation>
    </message>
    <message>
        <source>You are building a series on %1: finish it or take it back first.</source>
        <translation>你正在%1上組牌串：請先完成或收回。</translation>
    </message>
    <message>
        <source>%1 token</source>
        <translation>%1元素標記</translation>
    </message>
    <message>
        <source>%1 amulets</source>
        <translation>%1個護身符</translation>
    </message>
    <message>
        <source>%1 in hand</source>
        <translation>手牌%1</translation>
    </message>
    <message>
        <source>collection %1</source>
        <translation>個人收藏%1</translation>
    </message>
    <message>
        <source>Your collection: %1</source>
        <translation>你的個人收藏：%1</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <translation>抽牌堆：%1</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>%1 under the top card</source>
        <translation>頂牌下還有%1</translation>
    </message>
    <message>
        <source>%1&apos;s Maca</source>
        <translation>%1的 Maca</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>水</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>風</translation>
    </message>
    <message>
        <source>Earth</source>
        <translation>土</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>火</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>一張牌</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>well %1</source>
        <translation>第%1口井</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 張牌</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1張牌</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 枚金幣</translation>
    </message>
    <message>
        <source>%1 coins</source>
        <translation>%1枚金幣</translation>
    </message>
    <message>
        <source>no element</source>
        <translation>沒有元素</translation>
    </message>
    <message>
        <source>1 amulet</source>
        <translation>1 個護身符</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1位玩家</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>一位玩家</translation>
    </message>
    <message>
        <source>There is no such well.</source>
        <translation>沒有這口井。</translation>
    </message>
    <message>
        <source>There is no such element.</source>
        <translation>沒有這種元素。</translation>
    </message>
    <message>
        <source>%1 is enchanted by %2&apos;s Maca: only its owners may play there, except in a mirror turn.</source>
        <translation>%1受%2的 Maca 守護：只有守護者能在那裡出牌，鏡像回合除外。</translation>
    </message>
    <message>
        <source>another player</source>
        <translation>另一位玩家</translation>
    </message>
    <message>
        <source>None of your cards links to the top card of %1.</source>
        <translation>你沒有任何一張牌能接上%1的頂牌。</translation>
    </message>
    <message>
        <source>The %1 is not in your hand.</source>
        <translation>%1不在你的手牌中。</translation>
    </message>
    <message>
        <source>A mirror ends the series: nothing may follow it. Finish the series.</source>
        <translation>鏡牌必須是牌串的最後一張：後面不能再接牌。請完成牌串。</translation>
    </message>
    <message>
        <source>The %1 does not follow the %2: it needs the same rank in another element, the next or previous rank in the same element (K and A connect), or the identical card.</source>
        <translation>%1接不上%2：需要不同元素的同點數、同元素的上一或下一點數（K 與 A 相連），或完全相同的牌。</translation>
    </message>
    <message>
        <source>Lay at least one card before you finish the series.</source>
        <translation>完成牌串前至少要放一張牌。</translation>
    </message>
    <message>
        <source>None of your Macas stands on %1.</source>
        <translation>%1上沒有你的 Maca。</translation>
    </message>
    <message>
        <source>You hold no %1 token.</source>
        <translation>你沒有%1元素標記。</translation>
    </message>
    <message>
        <source>You already hold %1: four coins buy an element you lack.</source>
        <translation>你已經有%1元素：四枚金幣要換你缺少的元素。</translation>
    </message>
    <message>
        <source>Hand %1 is dealt; %2 starts.</source>
        <translation>第%1手發牌；由%2先開始。</translation>
    </message>
    <message>
        <source>Espejo! %1 plays a mirror turn and draws a card (%2 left).</source>
        <translation>「Espejo！」%1進行鏡像回合並抽一張牌（剩%2張）。</translation>
    </message>
    <message>
        <source>%1 draws a card (%2 left).</source>
        <translation>%1抽一張牌（剩%2張）。</translation>
    </message>
    <message>
        <source>You drew the %1.</source>
        <translation>你抽到%1。</translation>
    </message>
    <message>
        <source>%1 starts a series on %2.</source>
        <translation>%1在%2開始組牌串。</translation>
    </message>
    <message>
        <source>%1 lays the %2.</source>
        <translation>%1放下%2。</translation>
    </message>
    <message>
        <source>%1 takes back the %2.</source>
        <translation>%1收回%2。</translation>
    </message>
    <message>
        <source>%1 leaves %2 alone.</source>
        <translation>%1不在%2出牌了。</translation>
    </message>
    <message>
        <source>%1 plays %2 on %3</source>
        <translation>%1在%3打出%2</translation>
    </message>
    <message>
        <source>a series</source>
        <translation>一組牌串</translation>
    </message>
    <message>
        <source>%1 to the collection</source>
        <translation>其中%1收進個人收藏</translation>
    </message>
    <message>
        <source>a mirror!</source>
        <translation>鏡牌！</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a log line ends</comment>
        <translation>%1。</translation>
    </message>
    <message>
        <source>Espejo! %1&apos;s Maca enchants %2.</source>
        <translation>「Espejo！」%1的 Maca 施法守護%2。</translation>
    </message>
    <message>
        <source>Espejo! %1 moves a Maca from %2 to %3.</source>
        <translation>「Espejo！」%1把一個 Maca 從%2移到%3。</translation>
    </message>
    <message>
        <source>Espejo! All of %1&apos;s Macas already stand on %2.</source>
        <translation>「Espejo！」%1的 Maca 已全部在%2上。</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1不出牌。</translation>
    </message>
    <message>
        <source>%1 keeps their cards for a long series.</source>
        <translation>%1留著手牌，想一次打出長牌串。</translation>
    </message>
    <message>
        <source>%1&apos;s Macas return from the wells (%2).</source>
        <translation>%1的 Maca 從井上收回（%2個）。</translation>
    </message>
    <message>
        <source>%1 has a Maca on every well: La Macarena takes them as her apprentice!</source>
        <translation>%1在每一口井都有 Maca：La Macarena 收其為學徒！</translation>
    </message>
    <message>
        <source>%1 has no cards left: the hand ends.</source>
        <translation>%1出完手牌：這一手結束。</translation>
    </message>
    <message>
        <source>The draw pile is empty: the hand ends.</source>
        <translation>抽牌堆已抽完：這一手結束。</translation>
    </message>
    <message>
        <source>Most cards in hand: %1 must hand over an element.</source>
        <translation>手牌最多：%1必須交出一個元素。</translation>
    </message>
    <message>
        <source>%1 has chosen what to hand over.</source>
        <translation>%1已選好要交出的東西。</translation>
    </message>
    <message>
        <source>You will hand over %1.</source>
        <translation>你將交出%1。</translation>
    </message>
    <message>
        <source>%1 wins: a Maca on every well!</source>
        <translation>%1獲勝：每一口井都有 Maca！</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>%1共同獲勝。</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1贏得遊戲。</translation>
    </message>
    <message>
        <source>%1 hands over %2.</source>
        <translation>%1交出%2元素。</translation>
    </message>
    <message>
        <source>%1 has no element and hands over %2.</source>
        <translation>%1沒有元素，交出%2。</translation>
    </message>
    <message>
        <source>%1 has nothing to hand over.</source>
        <translation>%1沒有東西可交出。</translation>
    </message>
    <message>
        <source>%1 earns %2 for the active Macas.</source>
        <translation>%1因場上的 Maca 獲得%2。</translation>
    </message>
    <message>
        <source>%1 earns a coin for the largest collection.</source>
        <translation>%1因個人收藏最多獲得 1 枚金幣。</translation>
    </message>
    <message>
        <source>%1 earns a coin for running out of cards.</source>
        <translation>%1因出完手牌獲得 1 枚金幣。</translation>
    </message>
    <message>
        <source>%1 wins the %2 token.</source>
        <translation>%1獲得%2元素標記。</translation>
    </message>
    <message>
        <source>%1 wins %2 again, already holds it, and takes a coin instead.</source>
        <translation>%1又贏得%2元素，但已經擁有，改拿 1 枚金幣。</translation>
    </message>
    <message>
        <source>%1: a full tie, nobody takes it.</source>
        <translation>%1：完全平手，沒有人拿到。</translation>
    </message>
    <message>
        <source>%1: nobody collected any, nobody takes it.</source>
        <translation>%1：沒有人收藏這種元素，沒有人拿到。</translation>
    </message>
    <message>
        <source>%1 trades four elements for an amulet!</source>
        <translation>%1用四種元素換得一個護身符！</translation>
    </message>
    <message>
        <source>%1 trades four coins for %2.</source>
        <translation>%1用四枚金幣換得%2元素。</translation>
    </message>
    <message>
        <source>Hand over: %1 chooses what to give</source>
        <translation>交出：%1正在選擇要交出的東西</translation>
    </message>
    <message>
        <source>Hand over: %1 choose what to give</source>
        <translation>交出：%1正在選擇要交出的東西</translation>
    </message>
    <message>
        <source>Hand over: %1 gives an element</source>
        <translation>交出：%1交出一個元素</translation>
    </message>
    <message>
        <source>Hand over: %1 gives coins</source>
        <translation>交出：%1交出金幣</translation>
    </message>
    <message>
        <source>Hand over: %1 has nothing to give</source>
        <translation>交出：%1沒有東西可交出</translation>
    </message>
    <message>
        <source>The collections</source>
        <translation>個人收藏</translation>
    </message>
    <message>
        <source>Coins for Macas</source>
        <translation>Maca 帶來的金幣</translation>
    </message>
    <message>
        <source>A coin for the largest collection</source>
        <translation>個人收藏最多得 1 枚金幣</translation>
    </message>
    <message>
        <source>A coin for running out of cards</source>
        <translation>出完手牌得 1 枚金幣</translation>
    </message>
    <message>
        <source>Amulets: four elements make one</source>
        <translation>護身符：四種元素換一個</translation>
    </message>
    <message>
        <source>Coins buy elements</source>
        <translation>金幣換元素</translation>
    </message>
    <message>
        <source>%1: most cards win the token</source>
        <translation>%1：牌最多者得元素標記</translation>
    </message>
    <message>
        <source>All seven of your Macas are out: choose the well that gives one up for %1.</source>
        <translation>你的七個 Maca 都在場上：選一口井移出一個 Maca 到%1。</translation>
    </message>
    <message>
        <source>You have the most cards in hand: choose the element you hand over (before the collections are shown).</source>
        <translation>你的手牌最多：選擇要交出的元素（在個人收藏公開之前）。</translation>
    </message>
    <message>
        <source>Four of your %1 coins must buy an element you lack: which one?</source>
        <translation>你的%1枚金幣中，四枚必須換一個你缺少的元素：要哪一個？</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>請選擇。</translation>
    </message>
</context>
<context>
    <name>MacarenaHint</name>
    <message>
        <source>a series on %1 (on %2)</source>
        <translation>在%1打出牌串（接在%2上）</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <source>lay %1</source>
        <translation>打出%1</translation>
    </message>
    <message>
        <source>finish the series</source>
        <translation>完成牌串</translation>
    </message>
    <message>
        <source>take back</source>
        <translation>收回</translation>
    </message>
    <message>
        <source>pass (your Macas come back)</source>
        <translation>不出牌（你的 Maca 全部收回）</translation>
    </message>
    <message>
        <source>move the Maca from %1</source>
        <translation>把 Maca 從%1移走</translation>
    </message>
    <message>
        <source>hand over %1</source>
        <translation>交出%1元素</translation>
    </message>
    <message>
        <source>take %1 for four coins</source>
        <translation>用四枚金幣換取%1元素</translation>
    </message>
    <message>
        <source>pass: keep your cards for a longer series</source>
        <translation>不出牌：留著手牌，等更長的牌串</translation>
    </message>
    <message>
        <source>Value: your estimated lead (an element token counts 1, an amulet 5).</source>
        <translation>價值：你估計的領先幅度（一個元素標記算 1，一個護身符算 5）。</translation>
    </message>
</context>
<context>
    <name>MacarenaSettings</name>
    <message>
        <source>&amp;Click through the end of each hand</source>
        <translation>一手結束時逐步點擊繼續(&amp;C)</translation>
    </message>
    <message>
        <source>The end of a hand is shown one step at a time: the hand-over, the coins, each element and the exchanges. With this on, every step waits for your click or Enter, whatever the pace; otherwise each step stays as long as the pace says.</source>
        <translation>一手結束時會逐步顯示：交出元素、金幣、每種元素與交換。開啟後，不論節奏設定為何，每一步都等你點擊或按 Enter；關閉時，每一步停留的時間依節奏設定。</translation>
    </message>
</context>
<context>
    <name>MacarenaSpoken</name>
    <message>
        <source>%1 on top</source>
        <translation>最上面是%1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空的</translation>
    </message>
    <message>
        <source>%1 under it</source>
        <translation>下面有%1</translation>
    </message>
    <message>
        <source>%1&apos;s Maca</source>
        <translation>%1的 Maca</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Wells</source>
        <translation>井</translation>
    </message>
    <message>
        <source>Series being built</source>
        <translation>正在排的牌串</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>抽牌堆</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Your collection</source>
        <translation>你的個人收藏</translation>
    </message>
</context>
<context>
    <name>Macaron</name>
    <message>
        <source>Round %1 is over</source>
        <translation>第%1輪結束</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>點心盒</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>層</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>下注</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>勝利點數</translation>
    </message>
    <message>
        <source>Emma gains +%1 for the missed bet.</source>
        <translation>下注未中，Emma 獲得 +%1點勝利點數。</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>分數：%1</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>下一輪(&amp;N)</translation>
    </message>
    <message>
        <source>almond</source>
        <translation>杏仁</translation>
    </message>
    <message>
        <source>pistachio</source>
        <translation>開心果</translation>
    </message>
    <message>
        <source>strawberry</source>
        <translation>草莓</translation>
    </message>
    <message>
        <source>blueberry</source>
        <translation>藍莓</translation>
    </message>
    <message>
        <source>green tea</source>
        <translation>綠茶</translation>
    </message>
    <message>
        <source>Earl Grey</source>
        <translation>格雷伯爵茶</translation>
    </message>
    <message>
        <source>chocolate</source>
        <translation>巧克力</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>組別%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (counts as %2)</source>
        <extracomment>%1: a card (flavour and number), %2: the flavour of Emma&apos;s pile it counts as</extracomment>
        <translation>%1（視為%2）</translation>
    </message>
    <message>
        <source>1 box</source>
        <translation>1 盒</translation>
    </message>
    <message>
        <source>%1 boxes</source>
        <translation>%1盒</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 張牌</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1張牌</translation>
    </message>
    <message>
        <source>solo against Emma</source>
        <translation>單人模式（對戰 Emma）</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 位玩家</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 位玩家</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 位玩家</translation>
    </message>
    <message>
        <source>2 vs 2 teams</source>
        <translation>2 對 2 團體對抗</translation>
    </message>
    <message>
        <source>5 players</source>
        <translation>5 位玩家</translation>
    </message>
    <message>
        <source>to the left</source>
        <translation>向左</translation>
    </message>
    <message>
        <source>to the right</source>
        <translation>向右</translation>
    </message>
    <message>
        <source>Allergen: no boxes</source>
        <translation>有過敏原，拿不到點心盒</translation>
    </message>
    <message>
        <source>A 2 cancels the Allergen: +%1</source>
        <translation>數字 2 消滅過敏原，+%1個點心盒</translation>
    </message>
    <message>
        <source>A 1 wins three boxes: +3</source>
        <translation>以數字 1 贏得 3 個點心盒</translation>
    </message>
    <message>
        <source>+%1 gift box</source>
        <translation>+%1個點心盒</translation>
    </message>
    <message>
        <source>no bet</source>
        <translation>未下注</translation>
    </message>
    <message>
        <source>8 or more boxes</source>
        <translation>8 個以上點心盒</translation>
    </message>
    <message>
        <source>exactly 1 box</source>
        <translation>剛好 1 個點心盒</translation>
    </message>
    <message>
        <source>exactly %1 boxes</source>
        <translation>剛好%1個點心盒</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第%1層</translation>
    </message>
    <message>
        <source>%1 wins the trick, but the Allergen spoils it: no boxes.</source>
        <translation>%1吃墩，但有過敏原，拿不到點心盒。</translation>
    </message>
    <message>
        <source>Last trick: %1. %2 won it, but the Allergen spoiled it: no boxes.</source>
        <translation>上一墩：%1。%2吃墩，但有過敏原，拿不到點心盒。</translation>
    </message>
    <message>
        <source>Last trick: %1. %2 won it: %3.</source>
        <translation>上一墩：%1。%2吃墩：%3。</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 starts.</source>
        <translation>第%1輪開始，由%2擔任起始玩家。</translation>
    </message>
    <message>
        <source>Everyone passes two cards %1.</source>
        <translation>每位玩家%1傳出兩張牌。</translation>
    </message>
    <message>
        <source>%1 discards one or two cards.</source>
        <translation>%1棄掉一或兩張牌。</translation>
    </message>
    <message>
        <source>The cards were passed %1.</source>
        <translation>卡牌已%1傳出。</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 passed %2 to %3.</source>
        <translation>%1把%2傳給%3。</translation>
    </message>
    <message>
        <source>%1 discarded and drew %2.</source>
        <translation>%1棄掉並抽了%2。</translation>
    </message>
    <message>
        <source>Emma&apos;s five flavour piles are ready.</source>
        <translation>Emma 的五個口味牌堆已準備就緒。</translation>
    </message>
    <message>
        <source>%1 chooses the Royal group.</source>
        <translation>%1選擇皇家組別。</translation>
    </message>
    <message>
        <source>Royal: %1 (the group with most cards in Emma&apos;s piles).</source>
        <translation>皇家組別：%1（Emma 牌堆中牌數最多的組別）。</translation>
    </message>
    <message>
        <source>Royal: %1 (by the votes).</source>
        <translation>皇家組別：%1（依投票結果）。</translation>
    </message>
    <message>
        <source>%1 makes %2 Royal.</source>
        <translation>%1將%2定為皇家組別。</translation>
    </message>
    <message>
        <source>%1 chooses the Allergen.</source>
        <translation>%1選擇過敏原。</translation>
    </message>
    <message>
        <source>No Allergen this round.</source>
        <translation>本輪沒有過敏原。</translation>
    </message>
    <message>
        <source>Allergen: %1 (by the votes).</source>
        <translation>過敏原：%1（依投票結果）。</translation>
    </message>
    <message>
        <source>%1 makes %2 the Allergen.</source>
        <translation>%1將%2定為過敏原。</translation>
    </message>
    <message>
        <source>Voting: each player places tokens face down, one per turn.</source>
        <translation>投票：每位玩家輪流將指示物面朝下放置，每次一個。</translation>
    </message>
    <message>
        <source>%1 places a token on %2.</source>
        <translation>%1在%2上放置一個指示物。</translation>
    </message>
    <message>
        <source>The votes are revealed.</source>
        <translation>投票結果揭曉。</translation>
    </message>
    <message>
        <source>Bets: each player may bet, or not.</source>
        <translation>下注：每位玩家下注與否可自行決定。</translation>
    </message>
    <message>
        <source>%1 bets on %2.</source>
        <translation>%1下注：%2。</translation>
    </message>
    <message>
        <source>%1 does not bet.</source>
        <translation>%1不下注。</translation>
    </message>
    <message>
        <source>%1 leads the first trick.</source>
        <translation>%1為第一墩引牌。</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1打出%2。</translation>
    </message>
    <message>
        <source>1 vote</source>
        <translation>1 票</translation>
    </message>
    <message>
        <source>%1 votes</source>
        <translation>%1票</translation>
    </message>
    <message>
        <source>No votes for a group: %1 is Royal.</source>
        <translation>沒有人投票給組別：%1成為皇家組別。</translation>
    </message>
    <message>
        <source>No votes for a flavour: no Allergen.</source>
        <translation>沒有人投票給口味：本輪沒有過敏原。</translation>
    </message>
    <message>
        <source>Royal: %1, tied at %2: the tie goes to the leftmost.</source>
        <translation>皇家組別：%1（同為%2，平手時由最左側者勝出）。</translation>
    </message>
    <message>
        <source>Allergen: %1, tied at %2: the tie goes to the leftmost.</source>
        <translation>過敏原：%1（同為%2，平手時由最左側者勝出）。</translation>
    </message>
    <message>
        <source>Royal: %1, %2 to %3.</source>
        <translation>皇家組別：%1，%2比%3。</translation>
    </message>
    <message>
        <source>Allergen: %1, %2 to %3.</source>
        <translation>過敏原：%1，%2比%3。</translation>
    </message>
    <message>
        <source>%1 wins the trick: %2.</source>
        <translation>%1吃墩：%2。</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>第%1輪結束。</translation>
    </message>
    <message>
        <source>Scores after round %1: %2.</source>
        <translation>第%1輪後的分數：%2。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲結束。</translation>
    </message>
    <message>
        <source>The game is over: %1 won.</source>
        <translation>遊戲結束：%1獲勝。</translation>
    </message>
    <message>
        <source>You must follow %1.</source>
        <translation>你必須跟牌，打出%1。</translation>
    </message>
    <message>
        <source>Choose exactly two cards to pass.</source>
        <translation>請選出兩張要傳出的牌。</translation>
    </message>
    <message>
        <source>Choose one or two cards to discard.</source>
        <translation>請選擇一或兩張牌棄掉。</translation>
    </message>
    <message>
        <source>You have no token of that value left.</source>
        <translation>你已經沒有該數值的指示物了。</translation>
    </message>
    <message>
        <source>That is not in play this round.</source>
        <translation>本輪遊戲未使用此項。</translation>
    </message>
    <message>
        <source>You cannot bet there.</source>
        <translation>你不能在那裡下注。</translation>
    </message>
    <message>
        <source>You have already chosen your cards.</source>
        <translation>你已經選好牌了。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Allergen: %1</source>
        <translation>過敏原：%1</translation>
    </message>
    <message>
        <source>Royal group %1</source>
        <translation>皇家組別：組別%1</translation>
    </message>
    <message>
        <source>Σ %1</source>
        <translation>Σ %1</translation>
    </message>
    <message>
        <source>Token of %1</source>
        <translation>%1的指示物</translation>
    </message>
    <message>
        <source>Token of %1: %2</source>
        <translation>%1的指示物：%2</translation>
    </message>
    <message>
        <source>Gift boxes</source>
        <translation>點心盒</translation>
    </message>
    <message>
        <source>1 box · +%2/−%3</source>
        <translation>1 盒·+%2/−%3</translation>
    </message>
    <message>
        <source>%1 boxes · +%2/−%3</source>
        <translation>%1盒·+%2/−%3</translation>
    </message>
    <message>
        <source>%1 boxes · %2 VP</source>
        <translation>%1盒·%2點</translation>
    </message>
    <message>
        <source>%1 bets here</source>
        <translation>%1在此下注</translation>
    </message>
    <message>
        <source>%1 (partner)</source>
        <translation>%1（隊友）</translation>
    </message>
    <message>
        <source>Start player</source>
        <translation>起始玩家</translation>
    </message>
    <message>
        <source>Emma&apos;s %1 pile: %2</source>
        <translation>Emma 的%1牌堆：%2</translation>
    </message>
    <message>
        <source>Drop a card here to lead</source>
        <translation>將一張牌拖放到此處引牌</translation>
    </message>
    <message>
        <source>Drop two cards here to pass them</source>
        <translation>將兩張牌拖放到此處以傳出</translation>
    </message>
    <message>
        <source>Drop one or two cards here to discard</source>
        <translation>將一或兩張牌拖放到此處以棄牌</translation>
    </message>
    <message>
        <source>Your voting token %1: drag it onto a group (Royal) or a flavour (Allergen)</source>
        <translation>你的投票指示物%1：拖到組別上投票選皇家組別，或拖到口味上投票選過敏原</translation>
    </message>
    <message>
        <source>Your betting token: drag it onto a column of the gift-box track</source>
        <translation>你的下注指示物：將它拖到點心盒軌的某一欄</translation>
    </message>
    <message>
        <source>Your betting token: drag it onto a row of the gift-box track</source>
        <translation>你的下注指示物：將它拖到點心盒軌的某一層</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1輪</translation>
    </message>
    <message>
        <source>Choose two cards to pass to %1.</source>
        <translation>請選出兩張要傳給%1的牌。</translation>
    </message>
    <message>
        <source>Choose one or two cards to discard; you will draw as many.</source>
        <translation>選擇一或兩張牌棄掉；你將抽取相同數量的牌。</translation>
    </message>
    <message>
        <source>Choose the Royal group: click a group board.</source>
        <translation>選擇皇家組別：點選一個組別圖版。</translation>
    </message>
    <message>
        <source>Choose the Allergen: click a flavour on the boards.</source>
        <translation>選擇過敏原：點選圖版上的一種口味。</translation>
    </message>
    <message>
        <source>Place a voting token on a group (Royal) or a flavour (Allergen).</source>
        <translation>將投票指示物放在組別上（投票選皇家組別）或口味上（投票選過敏原）。</translation>
    </message>
    <message>
        <source>Bet on a column of the gift-box track, or do not bet.</source>
        <translation>在點心盒軌的某一欄下注，或選擇不下注。</translation>
    </message>
    <message>
        <source>Bet on a row of the gift-box track, or do not bet.</source>
        <translation>在點心盒軌的某一層下注，或選擇不下注。</translation>
    </message>
    <message>
        <source>Your turn: play a card (follow %1 if you can).</source>
        <translation>輪到你出牌（有%1就必須跟牌）。</translation>
    </message>
    <message>
        <source>Your turn: lead any card.</source>
        <translation>輪到你引牌：任何一張都可以。</translation>
    </message>
    <message>
        <source>Playing to %1 points</source>
        <translation>目標：%1點勝利點數</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>抽到的牌</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>來自%1</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t bet</source>
        <translation>不下注(&amp;D)</translation>
    </message>
    <message>
        <source>Last &amp;trick (L)</source>
        <translation>上一墩（L 鍵）(&amp;T)</translation>
    </message>
    <message>
        <source>Dis&amp;card and draw</source>
        <translation>棄牌並抽牌(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pass these cards</source>
        <translation>傳出這些牌(&amp;P)</translation>
    </message>
    <message>
        <source>Token %1</source>
        <translation>指示物%1</translation>
    </message>
    <message>
        <source>counts as %1</source>
        <translation>視為%1</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1打出%2</translation>
    </message>
    <message>
        <source>winning the trick</source>
        <translation>目前領先這一墩</translation>
    </message>
</context>
<context>
    <name>MacaronExplain</name>
    <message>
        <source>%1 wins the trick: nobody else played the led flavour.</source>
        <translation>%1吃墩：其他人都沒有打出引牌口味。</translation>
    </message>
    <message>
        <source>%1 wins the trick with the highest card of the led flavour.</source>
        <translation>%1以引牌口味中最大的牌吃墩。</translation>
    </message>
    <message>
        <source>%1 wins the trick with the highest card of the led flavour: it is Royal, so the other Royal flavour cannot win.</source>
        <translation>%1以引牌口味中最大的牌吃墩：引牌口味是皇家口味，另一種皇家口味無法吃墩。</translation>
    </message>
    <message>
        <source>%1 wins the trick: a Royal card beats the led flavour.</source>
        <translation>%1吃墩：皇家口味的牌勝過引牌口味。</translation>
    </message>
    <message>
        <source>%1 wins the trick with the highest Royal card.</source>
        <translation>%1以最大的皇家口味牌吃墩。</translation>
    </message>
    <message>
        <source>%1 wins the trick: %2 played a card just as high, but %1 played first.</source>
        <translation>%1吃墩：%2打出的牌一樣大，但%1先出牌。</translation>
    </message>
    <message>
        <source>1 gift box: the winning card is not a 1.</source>
        <translation>1 個點心盒：吃墩的牌不是數字 1。</translation>
    </message>
    <message>
        <source>3 gift boxes: won with a 1.</source>
        <translation>3 個點心盒：以數字 1 吃墩。</translation>
    </message>
    <message>
        <source>No gift boxes: an Allergen card (%1) is in the trick and no 2.</source>
        <translation>沒有點心盒：這一墩有過敏原（%1）的牌，且沒有數字 2。</translation>
    </message>
    <message>
        <source>No gift boxes, though won with a 1: an Allergen card (%1) is in the trick and no 2.</source>
        <translation>雖然以數字 1 吃墩，仍沒有點心盒：這一墩有過敏原（%1）的牌，且沒有數字 2。</translation>
    </message>
    <message>
        <source>1 gift box: a 2 cancels the Allergen (%1).</source>
        <translation>1 個點心盒：數字 2 消滅過敏原（%1）。</translation>
    </message>
    <message>
        <source>3 gift boxes: won with a 1, and a 2 cancels the Allergen (%1).</source>
        <translation>3 個點心盒：以數字 1 吃墩，且數字 2 消滅過敏原（%1）。</translation>
    </message>
</context>
<context>
    <name>MacaronHint</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>pass %1</source>
        <translation>傳出%1</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>棄掉%1</translation>
    </message>
    <message>
        <source>make %1 Royal</source>
        <translation>將%1定為皇家組別</translation>
    </message>
    <message>
        <source>make %1 the Allergen</source>
        <translation>將%1定為過敏原</translation>
    </message>
    <message>
        <source>a %1 token on %2</source>
        <translation>把數值%1的投票指示物放在%2上</translation>
    </message>
    <message>
        <source>bet on %1</source>
        <translation>下注在%1</translation>
    </message>
    <message>
        <source>do not bet</source>
        <translation>不下注</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Wins trick</source>
        <translation>吃墩機率</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>點心盒</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>價值</translation>
    </message>
    <message>
        <source>Boxes: those you can expect to hold when the round ends.</source>
        <translation>點心盒：本輪結束時你預計拿到的點心盒數。</translation>
    </message>
    <message>
        <source>Value: your lead in points at the round&apos;s end (a won game counts far more).</source>
        <translation>價值：本輪結束時你領先的勝利點數（贏得遊戲的份量遠大於此）。</translation>
    </message>
</context>
<context>
    <name>MacaronNewGame</name>
    <message>
        <source>You (solo: you always start)</source>
        <translation>你（單人模式：你一定是起始玩家）</translation>
    </message>
    <message>
        <source>&amp;Scoring side:</source>
        <translation>點心盒軌使用面(&amp;S)：</translation>
    </message>
    <message>
        <source>Standard: bet on the row of the gift-box track you will reach. Advanced: bet on the exact number of gift boxes, for more points.</source>
        <translation>標準面：下注你會到達點心盒軌的哪一層。進階面：下注確切的點心盒數量，猜中可得更多勝利點數。</translation>
    </message>
    <message>
        <source>&amp;Play to:</source>
        <translation>目標分數(&amp;P)：</translation>
    </message>
    <message>
        <source>30 points only on the advanced side.</source>
        <translation>只有進階面可以選 30 點勝利點數。</translation>
    </message>
    <message>
        <source>Bot (easy)</source>
        <translation>電腦玩家（簡單）</translation>
    </message>
    <message>
        <source>Plays by a beginner&apos;s rules of thumb, but a fifth of the time its second choice.</source>
        <translation>依新手的經驗法則出牌，但有五分之一的機率改選次佳的選擇。</translation>
    </message>
    <message>
        <source>Bot (normal)</source>
        <translation>電腦玩家（普通）</translation>
    </message>
    <message>
        <source>Plays by a beginner&apos;s rules of thumb: wins a trick as cheaply as it can, keeps its 1s and 2s for when they count, spoils a trick with the Allergen.</source>
        <translation>依新手的經驗法則出牌：盡量用最小的代價吃墩，把數字 1 和 2 留到關鍵時刻，並用過敏原破壞別人的墩。</translation>
    </message>
    <message>
        <source>Bot (hard)</source>
        <translation>電腦玩家（困難）</translation>
    </message>
    <message>
        <source>Imagines the cards it cannot see, deal after deal, and plays each choice out to the end of the round.</source>
        <translation>一次次假想它看不到的牌，把每個選擇推演到本輪結束。</translation>
    </message>
    <message>
        <source>Bot (expert)</source>
        <translation>電腦玩家（專家）</translation>
    </message>
    <message>
        <source>As Hard, with three times as many imagined deals: slower, and stronger.</source>
        <translation>和「困難」一樣，但假想的發牌多三倍：較慢，也較強。</translation>
    </message>
    <message>
        <source>Bot (random)</source>
        <translation>電腦玩家（隨機）</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準面</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>進階面</translation>
    </message>
    <message>
        <source>Bot (beginner)</source>
        <translation>電腦玩家（初級）</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1點勝利點數</translation>
    </message>
</context>
<context>
    <name>MacaronSettings</name>
    <message>
        <source>&amp;Memory aid (house rule)</source>
        <translation>記憶輔助（家規）(&amp;M)</translation>
    </message>
    <message>
        <source>By the rules a gathered trick is gone: the log names who won it, not its cards. With the memory aid you may look at the last trick again (a button under the table, or the L key) and the log keeps every card played.</source>
        <translation>依規則，收走的墩就看不到了：遊戲紀錄只寫誰吃墩，不列出牌。開啟記憶輔助後，可以再看一次上一墩（牌桌下方的按鈕，或按 L 鍵），遊戲紀錄也會保留每張打出的牌。</translation>
    </message>
</context>
<context>
    <name>MacaronSpoken</name>
    <message>
        <source>Trick</source>
        <translation>這一墩</translation>
    </message>
    <message>
        <source>Gift box track</source>
        <translation>點心盒軌</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>組別圖版</translation>
    </message>
    <message>
        <source>Emma</source>
        <translation>Emma</translation>
    </message>
    <message>
        <source>Your tokens</source>
        <translation>你的指示物</translation>
    </message>
    <message>
        <source>Cards to pass</source>
        <translation>要傳的牌</translation>
    </message>
    <message>
        <source>Play a card here</source>
        <translation>在這裡出牌</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Macaron Desktop</source>
        <translation>Macaron Desktop</translation>
    </message>
    <message>
        <source>Macaron Desktop seems to be running already, but it does not answer. If it stopped without closing (a crash, a power cut), this window can take over. Take over only if no other Macaron Desktop window is open: two windows would write the same games.</source>
        <translation>Macaron Desktop 似乎已經在執行，卻沒有回應。如果它沒有正常關閉就停止了（當機、停電），這個視窗可以接手。請只在沒有其他 Macaron Desktop 視窗開著時才接手：兩個視窗會寫入同樣的遊戲。</translation>
    </message>
    <message>
        <source>&amp;Take over</source>
        <translation>接手(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>Game &amp;library</source>
        <translation>遊戲庫(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>繼續遊戲(&amp;C)</translation>
    </message>
    <message>
        <source>L&amp;oad game…</source>
        <translation>載入遊戲(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;file…</source>
        <translation>開啟檔案(&amp;F)…</translation>
    </message>
    <message>
        <source>Open &amp;record…</source>
        <translation>開啟對局紀錄(&amp;R)…</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存新檔(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export game record…</source>
        <translation>匯出對局紀錄(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>復原我的上一步(&amp;U)</translation>
    </message>
    <message>
        <source>Lea&amp;ve game</source>
        <translation>離開遊戲(&amp;V)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>偏好設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>遊戲規則(&amp;R)</translation>
    </message>
    <message>
        <source>No rules yet</source>
        <translation>尚無遊戲規則</translation>
    </message>
    <message>
        <source>&amp;About Macaron Desktop</source>
        <translation>關於 Macaron Desktop(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>關於 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>%1: its rules follow its rulebook</source>
        <extracomment>A game whose rulebook names no designer nor publisher, in the About box.</extracomment>
        <translation>《%1》：規則依照該遊戲的規則書</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>要離開遊戲嗎？</translation>
    </message>
    <message>
        <source>The game is saved: you can continue it later from the library. Leave it now?</source>
        <translation>遊戲已經存檔，之後可以從遊戲庫繼續。現在離開嗎？</translation>
    </message>
    <message>
        <source>Cannot open the savegame</source>
        <translation>無法開啟存檔</translation>
    </message>
    <message>
        <source>The settings file could not be read: the default settings are used.</source>
        <translation>無法讀取設定檔，已改用預設設定。</translation>
    </message>
    <message>
        <source>The statistics file could not be read: counting starts again from zero.</source>
        <translation>無法讀取統計檔，已從零開始重新計算。</translation>
    </message>
    <message>
        <source>The damaged file is kept as %1.</source>
        <translation>損壞的檔案已保留為%1。</translation>
    </message>
    <message>
        <source>The damaged file could not be moved and stays at %1.</source>
        <translation>損壞的檔案無法移開，仍在%1。</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隱藏</translation>
    </message>
    <message>
        <source>This version cannot play that game yet.</source>
        <translation>這個版本還不能玩那款遊戲。</translation>
    </message>
    <message>
        <source>Save a copy of the game</source>
        <translation>儲存遊戲副本</translation>
    </message>
    <message>
        <source>Macaron Desktop savegames (*.json)</source>
        <translation>Macaron Desktop 存檔 (*.json)</translation>
    </message>
    <message>
        <source>Open a savegame</source>
        <translation>開啟存檔</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>遊戲沒有存檔成功</translation>
    </message>
    <message>
        <source>Export game record</source>
        <translation>匯出對局紀錄</translation>
    </message>
    <message>
        <source>Game records (*.json *.jsonl)</source>
        <translation>對局紀錄 (*.json *.jsonl)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>設定未儲存</translation>
    </message>
    <message>
        <source>The settings could not be saved: %1</source>
        <translation>無法儲存設定：%1</translation>
    </message>
    <message>
        <source>Four small tabletop card games on one computer.</source>
        <translation>在一台電腦上玩四款小型桌上卡牌遊戲。</translation>
    </message>
    <message>
        <source>Licence: MIT.</source>
        <translation>授權條款：MIT。</translation>
    </message>
    <message>
        <source>Games and their creators</source>
        <translation>遊戲與設計者</translation>
    </message>
    <message>
        <source>%1 by %2, published by %3</source>
        <translation>《%1》：%2設計，%3出版</translation>
    </message>
    <message>
        <source>About Macaron Desktop</source>
        <translation>關於 Macaron Desktop</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>開啟對局紀錄</translation>
    </message>
    <message>
        <source>This file holds several games. Watch:</source>
        <translation>這個檔案裡有好幾局遊戲。要觀看：</translation>
    </message>
    <message>
        <source>Cannot show the record</source>
        <translation>無法顯示對局紀錄</translation>
    </message>
</context>
<context>
    <name>Maple</name>
    <message>
        <source>2 players</source>
        <translation>2 位玩家</translation>
    </message>
    <message>
        <source>Action cards</source>
        <translation>行動卡</translation>
    </message>
    <message>
        <source>Standard (red side)</source>
        <translation>標準面（紅）</translation>
    </message>
    <message>
        <source>Rivals variant (white side)</source>
        <translation>對手變體（白面）</translation>
    </message>
    <message>
        <source>The rivals side develops only a tree or a utility, at 1¢ off, and lets one player choose an action while the other gets none.</source>
        <translation>對手變體的行動卡只能開發樹木卡或設施卡（費用減 1¢），並讓一位玩家自選行動，另一位則沒有行動。</translation>
    </message>
    <message>
        <source>You take %1; %2 gets %3.</source>
        <translation>你拿%1；%2得到%3。</translation>
    </message>
    <message>
        <source>%1 in the discard pile, in the order they were discarded: the first at the top of the list, the top card of the pile last.</source>
        <translation>棄牌堆共有%1，依棄置的先後排列：最早棄置的在清單最上方，棄牌堆頂的牌在最後。</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>棄牌堆</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>現在不能這樣做。</translation>
    </message>
    <message>
        <source>a property of %1 cards ends the game</source>
        <translation>農場達到%1張卡時遊戲結束</translation>
    </message>
    <message>
        <source>Points on the property:</source>
        <translation>農場上的分數：</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1的回合</translation>
    </message>
    <message>
        <source>Your move: take an action card end (drag it down, or click it)</source>
        <translation>輪到你：選一張行動卡的一端（往下拖曳或點一下）</translation>
    </message>
    <message>
        <source>%1 chooses the cards to keep</source>
        <translation>%1正在選擇要保留的牌</translation>
    </message>
    <message>
        <source>%1 turns an action card</source>
        <translation>%1正在轉動行動卡</translation>
    </message>
    <message>
        <source>%1 taps trees</source>
        <translation>%1正在為樹插管</translation>
    </message>
    <message>
        <source>%1 harvests</source>
        <translation>%1正在採收</translation>
    </message>
    <message>
        <source>%1 develops</source>
        <translation>%1正在開發</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1正在支付費用</translation>
    </message>
    <message>
        <source>%1 discards down to 5</source>
        <translation>%1正在棄牌到剩 5 張</translation>
    </message>
    <message>
        <source>%1 decides</source>
        <translation>%1正在決定</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Points: the card&apos;s value (a ? worked out) + its GAME END bonus.</source>
        <translation>分數：卡的分值（? 在遊戲結束時算出）+ 遊戲結束時的加分。</translation>
    </message>
    <message>
        <source>The properties are scored</source>
        <translation>農場計分</translation>
    </message>
    <message>
        <source>Discard &amp;pile (%1)…</source>
        <translation>棄牌堆(&amp;P)（%1）…</translation>
    </message>
    <message>
        <source>Look through the discard pile, in order</source>
        <translation>依序翻看棄牌堆</translation>
    </message>
    <message>
        <source>Keep %1 (%2 of 3).</source>
        <translation>保留%1（已選%2張，共 3 張）。</translation>
    </message>
    <message>
        <source>Develop %1: it costs %2¢, and your %3 other cards can pay it.</source>
        <translation>開發%1：開發費用%2¢，你另外的%3張牌付得起。</translation>
    </message>
    <message>
        <source>%1 costs %2¢, but only %3 other cards are left to pay with.</source>
        <translation>%1的開發費用是%2¢，但你只剩另外%3張牌可以支付。</translation>
    </message>
    <message>
        <source>Paying %1¢ of %2¢ for %3 with %4.</source>
        <translation>為%3支付%2¢中的%1¢，用%4。</translation>
    </message>
    <message>
        <source>%1 more to choose</source>
        <translation>還要再選%1張</translation>
    </message>
    <message>
        <source>Tap %1 (%2 of at most %3).</source>
        <translation>為%1插管（已選%2棵，最多%3棵）。</translation>
    </message>
    <message>
        <source>Harvest %1 (%2 of at most %3).</source>
        <translation>採收%1（已選%2棵，最多%3棵）。</translation>
    </message>
    <message>
        <source>you draw %1</source>
        <translation>你抽%1</translation>
    </message>
    <message>
        <source>Tuck %1 under %2.</source>
        <translation>把%1墊放到%2下方。</translation>
    </message>
    <message>
        <source>Discard %1.</source>
        <translation>棄掉%1。</translation>
    </message>
    <message>
        <source>&amp;Keep these cards</source>
        <translation>保留這些牌(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Develop this card</source>
        <translation>開發這張卡(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Pay with these cards</source>
        <translation>用這些牌支付(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tap these trees</source>
        <translation>為這些樹插管(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Harvest these trees</source>
        <translation>採收這些樹(&amp;H)</translation>
    </message>
    <message>
        <source>T&amp;uck these cards</source>
        <translation>墊放這些牌(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>棄牌(&amp;D)</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>使用%1</translation>
    </message>
    <message>
        <source>Take the action itself</source>
        <translation>執行行動本身</translation>
    </message>
    <message>
        <source>Use none</source>
        <translation>都不使用</translation>
    </message>
    <message>
        <source>Property %1/10 · %2 · keeping 3 of 5</source>
        <translation>農場%1/10・%2・從五張中保留三張</translation>
    </message>
    <message>
        <source>Property %1/10 · %2 · hand %3</source>
        <translation>農場%1/10・%2・手牌%3</translation>
    </message>
    <message>
        <source>Cards on the property (the game ends after the turn a property reaches 10; tucked cards do not count), its points so far, and the cards in hand.</source>
        <translation>農場上的卡數（有農場達到 10 張的那個回合結束後遊戲結束；墊放的卡不算）、目前的分數，以及手牌數。</translation>
    </message>
    <message>
        <source>%1 tucked face down under %2</source>
        <translation>%2下方面朝下墊放了%1</translation>
    </message>
    <message>
        <source>+%1 tucked</source>
        <translation>墊放 +%1</translation>
    </message>
    <message>
        <source>%1 holds %2 (hidden)</source>
        <translation>%1手上有%2（看不到）</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <translation>抽牌堆：%1</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation>抽牌堆%1</translation>
    </message>
    <message>
        <source>Discards %1 ▸</source>
        <translation>棄牌堆%1 ▸</translation>
    </message>
    <message>
        <source>Click the discard pile to look through it, in order.</source>
        <translation>點一下棄牌堆即可依序翻看。</translation>
    </message>
    <message>
        <source>available</source>
        <translation>可選</translation>
    </message>
    <message>
        <source>turned</source>
        <translation>已轉動</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Just now</source>
        <translation>剛才</translation>
    </message>
    <message>
        <source>Drag the end of an action card here to take it</source>
        <translation>把行動卡的一端拖到這裡即可選用</translation>
    </message>
    <message>
        <source>Drop a card here to develop it</source>
        <translation>把卡拖到這裡即可開發</translation>
    </message>
    <message>
        <source>Drop trees here to tap them</source>
        <translation>把樹拖到這裡即可插管</translation>
    </message>
    <message>
        <source>Drop trees here to harvest them</source>
        <translation>把樹拖到這裡即可採收</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>棄牌</translation>
    </message>
    <message>
        <source>Tuck here</source>
        <translation>墊放到這裡</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>一張卡</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>樹木卡</translation>
    </message>
    <message>
        <source>Utility</source>
        <translation>設施卡</translation>
    </message>
    <message>
        <source>%1 (%2): cost %3¢, value %4</source>
        <translation>%1（%2）：開發費用%3¢，分值%4</translation>
    </message>
    <message>
        <source>WHEN HARVESTED: draw %1</source>
        <translation>採收時：抽%1</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 張牌</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1張牌</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 分</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>1 tree</source>
        <translation>1 棵樹</translation>
    </message>
    <message>
        <source>%1 trees</source>
        <translation>%1棵樹</translation>
    </message>
    <message>
        <source>action card %1</source>
        <translation>行動卡%1</translation>
    </message>
    <message>
        <source>TAP</source>
        <translation>插管</translation>
    </message>
    <message>
        <source>HARVEST</source>
        <translation>採收</translation>
    </message>
    <message>
        <source>DEVELOP</source>
        <translation>開發</translation>
    </message>
    <message>
        <source>an action</source>
        <translation>一項行動</translation>
    </message>
    <message>
        <source>CHOOSE ONE</source>
        <translation>任選一項</translation>
    </message>
    <message>
        <source>NO ACTION</source>
        <translation>無行動</translation>
    </message>
    <message>
        <source>DEVELOP A TREE (−%1¢)</source>
        <translation>開發一張樹木卡（−%1¢）</translation>
    </message>
    <message>
        <source>DEVELOP A UTILITY (−%1¢)</source>
        <translation>開發一張設施卡（−%1¢）</translation>
    </message>
    <message>
        <source>TAP %1</source>
        <translation>插管%1</translation>
    </message>
    <message>
        <source>HARVEST %1</source>
        <translation>採收%1</translation>
    </message>
    <message>
        <source>DEVELOP %1</source>
        <translation>開發%1</translation>
    </message>
    <message>
        <source>the rivals variant (white side)</source>
        <translation>對手變體（白面）</translation>
    </message>
    <message>
        <source>the standard game (red side)</source>
        <translation>標準遊戲（紅面）</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>第%1回合</translation>
    </message>
    <message>
        <source>%1 was not dealt to you.</source>
        <translation>%1不是發給你的牌。</translation>
    </message>
    <message>
        <source>%1 is already turned this round: take one that lies sideways.</source>
        <translation>%1這一輪已經轉動過了：請選一張橫放的行動卡。</translation>
    </message>
    <message>
        <source>The effect of %1 is not offered now.</source>
        <translation>現在不能使用%1的效果。</translation>
    </message>
    <message>
        <source>A card cannot be chosen twice.</source>
        <translation>同一張卡不能選兩次。</translation>
    </message>
    <message>
        <source>Only an untapped tree on your property can be tapped: %1 is not one.</source>
        <translation>只能為你農場上尚未插管的樹插管：%1不是。</translation>
    </message>
    <message>
        <source>Only a tapped tree on your property can be harvested: %1 is not one.</source>
        <translation>只能採收你農場上已插管的樹：%1不是。</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>%1不在你的手牌中。</translation>
    </message>
    <message>
        <source>Keep exactly %1 of the five cards dealt to you.</source>
        <translation>請從發給你的五張牌中剛好保留%1張。</translation>
    </message>
    <message>
        <source>There is no such action card or end: take an end of one of the three.</source>
        <translation>沒有這張行動卡或這一端：請從三張行動卡中選一端。</translation>
    </message>
    <message>
        <source>CHOOSE ONE offers TAP 2, HARVEST 2 or DEVELOP 1.</source>
        <translation>任選一項可選：插管 2、採收 2 或開發 1。</translation>
    </message>
    <message>
        <source>This action takes at most %1.</source>
        <translation>這個行動最多只能選%1。</translation>
    </message>
    <message>
        <source>This action develops only a utility card, not a tree.</source>
        <translation>這個行動只能開發設施卡，不能開發樹木卡。</translation>
    </message>
    <message>
        <source>This action develops only a tree card, not a utility.</source>
        <translation>這個行動只能開發樹木卡，不能開發設施卡。</translation>
    </message>
    <message>
        <source>That card costs %1¢: the rest of your hand is too small to pay for it (each discarded card pays 1¢).</source>
        <translation>這張卡的開發費用是%1¢：你其餘的手牌不夠支付（每棄一張牌付 1¢）。</translation>
    </message>
    <message>
        <source>Pay exactly %1¢: choose that many cards to discard, no more.</source>
        <translation>請剛好支付%1¢：選出這麼多張牌棄掉，不能多選。</translation>
    </message>
    <message>
        <source>This effect tucks at most %1.</source>
        <translation>這個效果最多只能墊放%1。</translation>
    </message>
    <message>
        <source>A new game of %1: %2 starts (chosen at random).</source>
        <translation>新的一局%1：由%2先開始（隨機決定）。</translation>
    </message>
    <message>
        <source>You are dealt %1; keep three of them.</source>
        <translation>你拿到%1；請保留其中三張。</translation>
    </message>
    <message>
        <source>%1 keeps three cards.</source>
        <translation>%1保留了三張牌。</translation>
    </message>
    <message>
        <source>The cards not kept start the discard pile, face up: %1.</source>
        <translation>沒有保留的牌面朝上成為棄牌堆：%1。</translation>
    </message>
    <message>
        <source>%1: %2 turns an action card.</source>
        <translation>%1：由%2轉動行動卡。</translation>
    </message>
    <message>
        <source>No action card was left: all three lie sideways again.</source>
        <translation>已沒有可選的行動卡：三張行動卡都重新橫放。</translation>
    </message>
    <message>
        <source>%1 chooses %2 (CHOOSE ONE).</source>
        <translation>%1選擇%2（任選一項）。</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1執行%2。</translation>
    </message>
    <message>
        <source>%1 taps no tree.</source>
        <translation>%1沒有為任何樹插管。</translation>
    </message>
    <message>
        <source>%1 harvests no tree.</source>
        <translation>%1沒有採收任何樹。</translation>
    </message>
    <message>
        <source>%1 develops nothing.</source>
        <translation>%1沒有開發。</translation>
    </message>
    <message>
        <source>%1 taps %2.</source>
        <translation>%1為%2插管。</translation>
    </message>
    <message>
        <source>%1 harvests %2.</source>
        <translation>%1採收%2。</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1抽了%2。</translation>
    </message>
    <message>
        <source>You draw %1.</source>
        <translation>你抽到%1。</translation>
    </message>
    <message>
        <source>%1 develops %2, for %3¢.</source>
        <translation>%1開發%2，費用%3¢。</translation>
    </message>
    <message>
        <source>%1 adds %2 to the property at no cost.</source>
        <translation>%1免費把%2加入農場。</translation>
    </message>
    <message>
        <source>%1 discards %2 to pay and adds %3 to the property.</source>
        <translation>%1棄掉%2支付費用，把%3加入農場。</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1使用%2。</translation>
    </message>
    <message>
        <source>%1 does not use %2.</source>
        <translation>%1沒有使用%2。</translation>
    </message>
    <message>
        <source>%1 takes %2 from the discard pile.</source>
        <translation>%1從棄牌堆拿取%2。</translation>
    </message>
    <message>
        <source>%1 tucks %2 face down under %3.</source>
        <translation>%1把%2面朝下墊放到%3下方。</translation>
    </message>
    <message>
        <source>%1 holds more than %2 cards at the turn&apos;s end and discards %3.</source>
        <translation>%1在回合結束時手牌超過%2張，棄掉%3。</translation>
    </message>
    <message>
        <source>The draw pile is empty: the discard pile (%1) is shuffled into a new one.</source>
        <translation>抽牌堆用完了：棄牌堆（%1）洗勻成為新的抽牌堆。</translation>
    </message>
    <message>
        <source>%1 turns %2 to take %3; %4 gets %5.</source>
        <translation>%1轉動%2，拿%3；%4得到%5。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The game is over, a tie: %1.</source>
        <translation>遊戲結束，平手：%1。</translation>
    </message>
    <message>
        <source>The game is over: %1 wins (%2).</source>
        <translation>遊戲結束：%1獲勝（%2）。</translation>
    </message>
    <message>
        <source>Keep %1 of the five cards dealt to you: the other two start the discard pile.</source>
        <translation>從發給你的五張牌中保留%1張：另外兩張成為棄牌堆。</translation>
    </message>
    <message>
        <source>Turn an action card: drag the end you want toward your property, or click it. Your neighbour gets the other end.</source>
        <translation>轉動一張行動卡：把你要的那一端拖向你的農場，或點一下它。你的鄰居會得到另一端。</translation>
    </message>
    <message>
        <source>CHOOSE ONE: which action do you take?</source>
        <translation>任選一項：你要執行哪個行動？</translation>
    </message>
    <message>
        <source>Use an INSTEAD OF effect, or take %1 itself?</source>
        <translation>要使用取代效果，還是執行%1本身？</translation>
    </message>
    <message>
        <source>TAP: click untapped trees of your property, up to %1.</source>
        <translation>插管：在你的農場上點選尚未插管的樹，最多%1。</translation>
    </message>
    <message>
        <source>HARVEST: click tapped trees of your property, up to %1.</source>
        <translation>採收：在你的農場上點選已插管的樹，最多%1。</translation>
    </message>
    <message>
        <source>Pay %1¢ for %2: choose %3 of your hand to discard.</source>
        <translation>為%2支付%1¢：從手牌選%3棄掉。</translation>
    </message>
    <message>
        <source>Use %1 now? %2</source>
        <translation>現在使用%1嗎？%2</translation>
    </message>
    <message>
        <source>Several effects may be used now: which one first?</source>
        <translation>現在有數個效果可以使用：先用哪一個？</translation>
    </message>
    <message>
        <source>Tap &amp;nothing</source>
        <translation>不插管(&amp;N)</translation>
    </message>
    <message>
        <source>Harvest &amp;nothing</source>
        <translation>不採收(&amp;N)</translation>
    </message>
    <message>
        <source>DEVELOP A TREE: drag a tree card from your hand onto your property.</source>
        <translation>開發一張樹木卡：把一張樹木手牌拖到你的農場。</translation>
    </message>
    <message>
        <source>DEVELOP A UTILITY: drag a utility card from your hand onto your property.</source>
        <translation>開發一張設施卡：把一張設施手牌拖到你的農場。</translation>
    </message>
    <message>
        <source>DEVELOP: drag a card from your hand onto your property.</source>
        <translation>開發：把一張手牌拖到你的農場。</translation>
    </message>
    <message>
        <source>Develop &amp;nothing</source>
        <translation>不開發(&amp;N)</translation>
    </message>
    <message>
        <source>Tuck up to %1 from your hand face down under %2.</source>
        <translation>從手牌最多選%1，面朝下墊放到%2下方。</translation>
    </message>
    <message>
        <source>Tuck &amp;nothing</source>
        <translation>不墊放(&amp;N)</translation>
    </message>
    <message>
        <source>Your turn ends with more than %1 cards: discard one.</source>
        <translation>你的回合結束時手牌超過%1張：請棄一張。</translation>
    </message>
    <message>
        <source>Your turn ends with more than %1 cards: discard %2 more.</source>
        <translation>你的回合結束時手牌超過%1張：請再棄%2張。</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>請選擇。</translation>
    </message>
</context>
<context>
    <name>MapleHint</name>
    <message>
        <source>take %1 of %2 (the neighbour gets %3)</source>
        <translation>選%2的%1（鄰居得到%3）</translation>
    </message>
    <message>
        <source>keep %1</source>
        <translation>保留%1</translation>
    </message>
    <message>
        <source>tap no tree</source>
        <translation>不插管</translation>
    </message>
    <message>
        <source>tap %1</source>
        <translation>為%1插管</translation>
    </message>
    <message>
        <source>harvest no tree</source>
        <translation>不採收</translation>
    </message>
    <message>
        <source>harvest %1</source>
        <translation>採收%1</translation>
    </message>
    <message>
        <source>develop %1</source>
        <translation>開發%1</translation>
    </message>
    <message>
        <source>develop nothing</source>
        <translation>不開發</translation>
    </message>
    <message>
        <source>pay with %1</source>
        <translation>用%1支付</translation>
    </message>
    <message>
        <source>use %1</source>
        <translation>使用%1</translation>
    </message>
    <message>
        <source>use no effect</source>
        <translation>不使用效果</translation>
    </message>
    <message>
        <source>tuck nothing</source>
        <translation>不墊放</translation>
    </message>
    <message>
        <source>tuck %1</source>
        <translation>墊放%1</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>棄掉%1</translation>
    </message>
    <message>
        <source>Value: your estimated chance of winning less the neighbour&apos;s, in percentage points, as the table will stand six turns from now (+100 or more: a sure win).</source>
        <translation>數值：依六個回合後的局面，預估你的獲勝機率減去鄰居的獲勝機率，以百分點計（+100 或以上表示必勝）。</translation>
    </message>
</context>
<context>
    <name>MapleSpoken</name>
    <message>
        <source>Dealt cards</source>
        <translation>發到的牌</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>棄牌堆</translation>
    </message>
    <message>
        <source>%1&apos;s property</source>
        <translation>%1的農場</translation>
    </message>
</context>
<context>
    <name>Maus</name>
    <message>
        <source>2 players</source>
        <translation>2 位玩家</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 位玩家</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 位玩家</translation>
    </message>
    <message>
        <source>5 players</source>
        <translation>5 位玩家</translation>
    </message>
    <message>
        <source>6 players</source>
        <translation>6 位玩家</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>現在不能這樣做。</translation>
    </message>
    <message>
        <source>%1 points end the game</source>
        <translation>%1分結束遊戲</translation>
    </message>
    <message>
        <source>Points:</source>
        <translation>分數：</translation>
    </message>
    <message>
        <source>%1 picks from the display</source>
        <translation>%1正從展示區拿牌</translation>
    </message>
    <message>
        <source>%1 scores</source>
        <translation>%1正在計分</translation>
    </message>
    <message>
        <source>Choose your bid</source>
        <translation>選擇你的出價卡</translation>
    </message>
    <message>
        <source>Your pick</source>
        <translation>輪到你拿牌</translation>
    </message>
    <message>
        <source>Your scoring turn</source>
        <translation>輪到你計分</translation>
    </message>
    <message>
        <source>Discard down to 8 cards</source>
        <translation>棄牌到剩 8 張</translation>
    </message>
    <message>
        <source>%1, kept %2</source>
        <translation>%1，保留%2</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>沒有計分</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Scored</source>
        <translation>計分</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>下一輪(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Helpers</source>
        <translation>小幫手(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keep these</source>
        <translation>保留這些(&amp;K)</translation>
    </message>
    <message>
        <source>Shows each helper&apos;s power in turn (the arrow keys do too)</source>
        <translation>依序顯示每張小幫手卡的能力（方向鍵也可以）</translation>
    </message>
    <message>
        <source>you choose which two to keep</source>
        <translation>由你選擇保留哪兩張</translation>
    </message>
    <message>
        <source>you choose which one to keep</source>
        <translation>由你選擇保留哪一張</translation>
    </message>
    <message>
        <source>you keep %1 (%2)</source>
        <translation>你保留%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: choose %2 more (or score nothing).</source>
        <translation>%1：再選%2張（或不計分）。</translation>
    </message>
    <message>
        <source>These cards form %1.</source>
        <translation>這些牌組成%1。</translation>
    </message>
    <message>
        <source>Amélie lets you add a fourth card</source>
        <translation>有螞蟻 Amélie，你可以再加第四張</translation>
    </message>
    <message>
        <source>%1 (%2 with Henri)</source>
        <translation>%1（有 Henri 為%2）</translation>
    </message>
    <message>
        <source>%1 can change that after Score</source>
        <translation>按下計分後，%1可以改變結果</translation>
    </message>
    <message>
        <source>%1 makes these a combination: choose how after Score.</source>
        <translation>%1能讓這些牌成為組合：按下計分後選擇方式。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Bid %1: %2.</source>
        <translation>以%1出價：%2。</translation>
    </message>
    <message>
        <source>Take %1.</source>
        <translation>拿%1。</translation>
    </message>
    <message>
        <source>Swap %1 for a drawn card.</source>
        <translation>棄掉%1，換抽一張。</translation>
    </message>
    <message>
        <source>Discard %1.</source>
        <translation>棄掉%1。</translation>
    </message>
    <message>
        <source>&amp;Bid this card</source>
        <translation>用這張出價(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Take these cards</source>
        <translation>拿這些牌(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Score these cards</source>
        <translation>以這些牌計分(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;wap this card</source>
        <translation>換掉這張(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>棄牌(&amp;D)</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>保留%1</translation>
    </message>
    <message>
        <source>Without the power: %1</source>
        <translation>不用能力：%1</translation>
    </message>
    <message>
        <source>%1 as %2: %3</source>
        <translation>%1當作%2：%3</translation>
    </message>
    <message>
        <source>A bid, face down until every bid is in</source>
        <translation>出價卡，蓋著直到所有人都出價</translation>
    </message>
    <message>
        <source>%1: snack value %2, bid %3</source>
        <translation>%1：點心值%2，出價%3</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>出價%1</translation>
    </message>
    <message>
        <source>Score pile: %1</source>
        <translation>得分堆：%1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>手牌%1</translation>
    </message>
    <message>
        <source>%1 in hand, %2 of them unseen</source>
        <translation>手上%1，其中%2張沒人看過</translation>
    </message>
    <message>
        <source>Scored: %1</source>
        <translation>得分：%1</translation>
    </message>
    <message>
        <source>Display (%1)</source>
        <translation>展示區（%1）</translation>
    </message>
    <message>
        <source>Helper row</source>
        <translation>小幫手列</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <translation>抽牌堆：%1</translation>
    </message>
    <message>
        <source>Draw %1</source>
        <translation>抽牌堆%1</translation>
    </message>
    <message>
        <source>Discards %1</source>
        <translation>棄牌堆%1</translation>
    </message>
    <message>
        <source>Your helper %1: %2</source>
        <translation>你的小幫手%1：%2</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>你的出價</translation>
    </message>
    <message>
        <source>Your bid: %1</source>
        <translation>你的出價：%1</translation>
    </message>
    <message>
        <source>Drop your bid here</source>
        <translation>把出價卡放這裡</translation>
    </message>
    <message>
        <source>Drop cards here to score them</source>
        <translation>把要計分的牌放這裡</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>棄牌</translation>
    </message>
    <message>
        <source>Eggs</source>
        <translation>蛋</translation>
    </message>
    <message>
        <source>Fruits</source>
        <translation>水果</translation>
    </message>
    <message>
        <source>Nuts</source>
        <translation>堅果</translation>
    </message>
    <message>
        <source>Chocolate</source>
        <translation>巧克力</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>糖</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>一張牌</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 枚巧克力幣</translation>
    </message>
    <message>
        <source>%1 coins</source>
        <translation>%1枚巧克力幣</translation>
    </message>
    <message>
        <source>no bid</source>
        <translation>沒有出價</translation>
    </message>
    <message>
        <source>%1 (%2 + %3 coins)</source>
        <translation>%1（%2 + %3枚巧克力幣）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 分</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1分</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 張牌</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1張牌</translation>
    </message>
    <message>
        <source>Claude</source>
        <translation>蟑螂 Claude</translation>
    </message>
    <message>
        <source>Amélie</source>
        <translation>螞蟻 Amélie</translation>
    </message>
    <message>
        <source>Lilly</source>
        <translation>蜜蜂 Lilly</translation>
    </message>
    <message>
        <source>Mathieu</source>
        <translation>糞金龜 Mathieu</translation>
    </message>
    <message>
        <source>Maurice</source>
        <translation>鼴鼠 Maurice</translation>
    </message>
    <message>
        <source>Henri</source>
        <translation>倉鼠 Henri</translation>
    </message>
    <message>
        <source>Etienne</source>
        <translation>松鼠 Etienne</translation>
    </message>
    <message>
        <source>May change the colour of one chosen card, for forming a combination only.</source>
        <translation>可把一張選中的牌改成另一種顏色，只用於組成組合。</translation>
    </message>
    <message>
        <source>May score four cards: four of a kind or a run of four, any colours; the two lowest are kept (of four of a kind, any two).</source>
        <translation>可用四張牌計分：四條或四張順子，顏色不限；保留最小的兩張（四條則任選兩張）。</translation>
    </message>
    <message>
        <source>A mixed run keeps its highest card instead of its lowest (always).</source>
        <translation>混色順子保留最大的一張，而不是最小的（一定生效）。</translation>
    </message>
    <message>
        <source>May lower one chosen card&apos;s value by 1, for forming a combination only.</source>
        <translation>可把一張選中的牌點心值減 1，只用於組成組合。</translation>
    </message>
    <message>
        <source>May raise one chosen card&apos;s value by 1, for forming a combination only.</source>
        <translation>可把一張選中的牌點心值加 1，只用於組成組合。</translation>
    </message>
    <message>
        <source>Adds 2 coins to your bid (always, ties included).</source>
        <translation>你的出價加 2 枚巧克力幣（一定生效，平手時也算）。</translation>
    </message>
    <message>
        <source>At the start of your scoring turn you may discard a card and draw one, usable at once.</source>
        <translation>在你的計分回合開始時，可棄一張牌再抽一張，抽到的牌可立刻使用。</translation>
    </message>
    <message>
        <source>Claude the cockroach</source>
        <translation>蟑螂 Claude</translation>
    </message>
    <message>
        <source>Amélie the ant</source>
        <translation>螞蟻 Amélie</translation>
    </message>
    <message>
        <source>Lilly the bee</source>
        <translation>蜜蜂 Lilly</translation>
    </message>
    <message>
        <source>Mathieu the dung beetle</source>
        <translation>糞金龜 Mathieu</translation>
    </message>
    <message>
        <source>Maurice the mole</source>
        <translation>鼴鼠 Maurice</translation>
    </message>
    <message>
        <source>Henri the hamster</source>
        <translation>倉鼠 Henri</translation>
    </message>
    <message>
        <source>Etienne the squirrel</source>
        <translation>松鼠 Etienne</translation>
    </message>
    <message>
        <source>one chosen card may change colour</source>
        <translation>一張選中的牌可換顏色</translation>
    </message>
    <message>
        <source>may score four cards (a run or one value)</source>
        <translation>可用四張牌計分（順子或同點心值）</translation>
    </message>
    <message>
        <source>a mixed run keeps its highest card</source>
        <translation>混色順子保留最大的牌</translation>
    </message>
    <message>
        <source>one chosen card may count 1 lower</source>
        <translation>一張選中的牌可算小 1</translation>
    </message>
    <message>
        <source>one chosen card may count 1 higher</source>
        <translation>一張選中的牌可算大 1</translation>
    </message>
    <message>
        <source>your bid counts 2 coins more</source>
        <translation>你的出價多算 2 枚巧克力幣</translation>
    </message>
    <message>
        <source>may swap a card before scoring</source>
        <translation>計分前可換一張牌</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation>%1（順位%2）</translation>
    </message>
    <message>
        <source>a run of four</source>
        <translation>四張順子</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>四條</translation>
    </message>
    <message>
        <source>a one-colour run</source>
        <translation>同色順子</translation>
    </message>
    <message>
        <source>a mixed run</source>
        <translation>混色順子</translation>
    </message>
    <message>
        <source>a one-colour three of a kind</source>
        <translation>同色三條</translation>
    </message>
    <message>
        <source>a mixed three of a kind</source>
        <translation>混色三條</translation>
    </message>
    <message>
        <source>a combination</source>
        <translation>一個組合</translation>
    </message>
    <message>
        <source>with %1, %2 counts as %3</source>
        <translation>用%1，%2當作%3</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1輪</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>%1不在你的手牌裡。</translation>
    </message>
    <message>
        <source>%1 is not on the display.</source>
        <translation>%1不在展示區。</translation>
    </message>
    <message>
        <source>A card cannot be chosen twice.</source>
        <translation>同一張牌不能選兩次。</translation>
    </message>
    <message>
        <source>Only the holder of Amélie may score four cards.</source>
        <translation>只有持有螞蟻 Amélie 的玩家能用四張牌計分。</translation>
    </message>
    <message>
        <source>That is another helper&apos;s power; yours is %1&apos;s.</source>
        <translation>那是別的小幫手的能力；你的是%1的。</translation>
    </message>
    <message>
        <source>The power changes one of the chosen cards, and %1 is not one.</source>
        <translation>能力只能改變選中的牌，而%1不是其中之一。</translation>
    </message>
    <message>
        <source>Claude must give %1 another colour.</source>
        <translation>蟑螂 Claude 必須把%1改成另一種顏色。</translation>
    </message>
    <message>
        <source>That use of the power changes nothing.</source>
        <translation>這樣使用能力什麼也沒改變。</translation>
    </message>
    <message>
        <source>Take the last card on the display.</source>
        <translation>拿走展示區最後一張牌。</translation>
    </message>
    <message>
        <source>Take exactly %1 display cards.</source>
        <translation>從展示區拿剛好%1張牌。</translation>
    </message>
    <message>
        <source>A combination is three cards (four with Amélie), not %1.</source>
        <translation>組合是三張牌（有螞蟻 Amélie 可四張），不是%1張。</translation>
    </message>
    <message>
        <source>These four are neither a run of four nor four of a kind.</source>
        <translation>這四張既不是四張順子也不是四條。</translation>
    </message>
    <message>
        <source>These three are neither a run nor three of a kind.</source>
        <translation>這三張既不是順子也不是三條。</translation>
    </message>
    <message>
        <source>You must keep a card in hand: scoring these would empty it.</source>
        <translation>手上至少要留一張牌：用這些牌計分會讓手牌清空。</translation>
    </message>
    <message>
        <source>The rules do not let you keep these: choose two the rules allow.</source>
        <translation>規則不允許保留這兩張：請選規則允許的兩張。</translation>
    </message>
    <message>
        <source>The rules do not let you keep that card: choose one they allow.</source>
        <translation>規則不允許保留那張牌：請選規則允許的一張。</translation>
    </message>
    <message>
        <source>Discard exactly one card, down to the hand limit of 8.</source>
        <translation>剛好棄一張牌，降到手牌上限 8 張。</translation>
    </message>
    <message>
        <source>Discard exactly %1 cards, down to the hand limit of 8.</source>
        <translation>剛好棄%1張牌，降到手牌上限 8 張。</translation>
    </message>
    <message>
        <source>The helpers are dealt: %1.</source>
        <translation>發小幫手卡：%1。</translation>
    </message>
    <message>
        <source>You are dealt %1.</source>
        <translation>你拿到%1。</translation>
    </message>
    <message>
        <source>%1: on display %2.</source>
        <translation>%1：展示區有%2。</translation>
    </message>
    <message>
        <source>%1 lays a bid face down.</source>
        <translation>%1蓋著放下出價卡。</translation>
    </message>
    <message>
        <source>%1 (Etienne) discards %2; no card is left to draw.</source>
        <translation>%1（松鼠 Etienne）棄掉%2；已經沒有牌可抽。</translation>
    </message>
    <message>
        <source>%1 (Etienne) discards %2 and draws a card.</source>
        <translation>%1（松鼠 Etienne）棄掉%2，再抽一張。</translation>
    </message>
    <message>
        <source>You draw %1.</source>
        <translation>你抽到%1。</translation>
    </message>
    <message>
        <source>%1 (Etienne) keeps the hand.</source>
        <translation>%1（松鼠 Etienne）不換牌。</translation>
    </message>
    <message>
        <source>%1 scores nothing this round.</source>
        <translation>%1這一輪不計分。</translation>
    </message>
    <message>
        <source>%1 is over the hand limit of 8 and discards %2.</source>
        <translation>%1超過手牌上限 8 張，棄掉%2。</translation>
    </message>
    <message>
        <source>The helpers pass to the left: %1.</source>
        <translation>小幫手卡傳給左邊：%1。</translation>
    </message>
    <message>
        <source>The discards (%1) are shuffled into a new draw pile.</source>
        <translation>棄牌堆（%1）洗成新的抽牌堆。</translation>
    </message>
    <message>
        <source>Bids revealed: %1</source>
        <translation>翻開出價：%1</translation>
    </message>
    <message>
        <source>picking order %1 (ties: higher helper)</source>
        <translation>拿牌順序%1（平手時小幫手順位高者先）</translation>
    </message>
    <message>
        <source>%1 finds the display empty and lays the bid %2 there.</source>
        <translation>%1遇到展示區已空，把出價卡%2放上去。</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1拿走%2。</translation>
    </message>
    <message>
        <source>%1 takes %2 and lays the bid %3 on the display.</source>
        <translation>%1拿走%2，並把出價卡%3放進展示區。</translation>
    </message>
    <message>
        <source>%1 scores %2 as %3 and keeps %4: %5.</source>
        <translation>%1以%2組成%3計分，保留%4：%5。</translation>
    </message>
    <message>
        <source>%1 scores %2 as %3 (%6) and keeps %4: %5.</source>
        <translation>%1以%2組成%3（%6）計分，保留%4：%5。</translation>
    </message>
    <message>
        <source>The game is over: %1 wins with %2.</source>
        <translation>遊戲結束：%1以%2獲勝。</translation>
    </message>
    <message>
        <source>tied on points, the higher helper wins</source>
        <translation>分數平手，小幫手順位高者獲勝</translation>
    </message>
    <message>
        <source>Drag a card onto your bid spot (or click it).</source>
        <translation>把一張牌拖到你的出價位置（或點選它）。</translation>
    </message>
    <message>
        <source>Take the last display card.</source>
        <translation>拿走展示區最後一張牌。</translation>
    </message>
    <message>
        <source>Drag %1 display cards into your hand (or click them).</source>
        <translation>把展示區的%1張牌拖進手牌（或點選）。</translation>
    </message>
    <message>
        <source>Etienne: swap a card, or keep your hand.</source>
        <translation>松鼠 Etienne：換一張牌，或不換牌。</translation>
    </message>
    <message>
        <source>Choose 3 or 4 cards: a run, or all of one value.</source>
        <translation>選 3 或 4 張：順子，或點心值全部相同。</translation>
    </message>
    <message>
        <source>Choose 3 cards: a run, or all of one value.</source>
        <translation>選 3 張：順子，或點心值全部相同。</translation>
    </message>
    <message>
        <source>Over the hand limit of 8: discard one card.</source>
        <translation>超過手牌上限 8 張：棄掉一張。</translation>
    </message>
    <message>
        <source>Over the hand limit of 8: discard %1 cards.</source>
        <translation>超過手牌上限 8 張：棄掉%1張。</translation>
    </message>
    <message>
        <source>&amp;Keep my hand</source>
        <translation>不換牌(&amp;K)</translation>
    </message>
    <message>
        <source>Score &amp;nothing</source>
        <translation>不計分(&amp;N)</translation>
    </message>
    <message>
        <source>%1&apos;s power can change what these cards form:</source>
        <translation>%1的能力可以改變這些牌組成的組合：</translation>
    </message>
    <message>
        <source>Which two cards go to your score pile?</source>
        <translation>哪兩張放進你的得分堆？</translation>
    </message>
    <message>
        <source>Which card goes to your score pile?</source>
        <translation>哪一張放進你的得分堆？</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>請選擇。</translation>
    </message>
</context>
<context>
    <name>MausHint</name>
    <message>
        <source>bid %1</source>
        <translation>用%1出價</translation>
    </message>
    <message>
        <source>take %1</source>
        <translation>拿%1</translation>
    </message>
    <message>
        <source>score %1 (%2)</source>
        <translation>以%1計分（%2）</translation>
    </message>
    <message>
        <source>score nothing this round</source>
        <translation>這一輪不計分</translation>
    </message>
    <message>
        <source>swap %1 for a drawn card</source>
        <translation>棄掉%1再抽一張</translation>
    </message>
    <message>
        <source>keep your hand</source>
        <translation>不換牌</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>棄掉%1</translation>
    </message>
    <message>
        <source>Value: your estimated lead in points at the end of the round, counting what your hand could still score.</source>
        <translation>數值：估計這一輪結束時你領先的分數，也算進手牌還能得的分。</translation>
    </message>
</context>
<context>
    <name>MausSpoken</name>
    <message>
        <source>Display</source>
        <translation>展示區</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>出價</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>棄牌堆</translation>
    </message>
    <message>
        <source>%1&apos;s score pile</source>
        <translation>%1的得分堆</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player</source>
        <extracomment>The name your seat gets in a new game until you type another (the bots get proper names, the same in every language).</extracomment>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>電腦玩家%1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>新的《%1》遊戲</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>模式(&amp;M)：</translation>
    </message>
    <message>
        <source>Seats (clockwise)</source>
        <translation>座位（順時針）</translation>
    </message>
    <message>
        <source>S&amp;tart player:</source>
        <translation>起始玩家(&amp;T)：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>種子碼(&amp;E)：</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: enter a seed you played to play that deal again.</source>
        <translation>相同的種子碼會發出相同的牌：輸入玩過的種子碼，就能再玩一次同一副牌。</translation>
    </message>
    <message>
        <source>Ne&amp;w seed</source>
        <translation>新種子碼(&amp;W)</translation>
    </message>
    <message>
        <source>Draw another seed at random.</source>
        <translation>隨機抽一個新的種子碼。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>隨機</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>真人玩家</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>電腦玩家</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>隊伍%1</translation>
    </message>
    <message>
        <source>Seats %1 against seats %2</source>
        <translation>座位%1對抗座位%2</translation>
    </message>
    <message>
        <source>Teams: %1</source>
        <translation>隊伍：%1</translation>
    </message>
    <message>
        <source>Seat &amp;%1:</source>
        <translation>座位 &amp;%1：</translation>
    </message>
    <message>
        <source>played by the rules</source>
        <translation>依規則自動出牌</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>座位%1</translation>
    </message>
</context>
<context>
    <name>PileBrowser</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>PrivacyScreen</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>請將電腦交給%1</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>我是%1——顯示我的手牌</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>It is not your turn.</source>
        <translation>還沒輪到你。</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>目前無法這麼做。</translation>
    </message>
    <message>
        <source>You have already made your choice.</source>
        <translation>你已經做出選擇了。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>遊戲已結束。</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>這不是這款遊戲的動作。</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>The deal</source>
        <translation>發牌</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>第%1步，共%2步：%3</translation>
    </message>
    <message>
        <source>Replay: %1 to play</source>
        <translation>重播：輪到%1</translation>
    </message>
    <message>
        <source>Replay: the end of the game</source>
        <translation>重播：對局結束</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>暫停(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>第%1步，共%2步</translation>
    </message>
    <message>
        <source>the end</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>%1 made a choice.</source>
        <extracomment>a move whose details the watched seat could not see</extracomment>
        <translation>%1做了選擇。</translation>
    </message>
    <message>
        <source>%1 made several choices.</source>
        <extracomment>moves of one player in a row whose details the watched seat could not see</extracomment>
        <translation>%1做了幾個選擇。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>a line of the replay&apos;s log: the move&apos;s number, then what happened</extracomment>
        <translation>第%1步：%2</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>重播：%1</translation>
    </message>
    <message>
        <source>⇤ Start</source>
        <translation>⇤開頭</translation>
    </message>
    <message>
        <source>⇞ Round back</source>
        <translation>⇞上一輪</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀上一步</translation>
    </message>
    <message>
        <source>On ▶</source>
        <translation>下一步▶</translation>
    </message>
    <message>
        <source>Round on ⇟</source>
        <translation>下一輪⇟</translation>
    </message>
    <message>
        <source>End ⇥</source>
        <translation>結尾⇥</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>按鍵：%1</translation>
    </message>
    <message>
        <source>Plays the game on at the pace of the settings</source>
        <translation>依設定中的節奏繼續播放這局遊戲</translation>
    </message>
    <message>
        <source>&amp;Watch as:</source>
        <translation>觀看視角(&amp;W)：</translation>
    </message>
    <message>
        <source>Every hand open</source>
        <translation>所有手牌公開</translation>
    </message>
    <message>
        <source>The table shows exactly what this player knew at each move.</source>
        <translation>牌桌只顯示這位玩家在每一步當下所知道的事。</translation>
    </message>
    <message>
        <source>The whole game</source>
        <translation>整局遊戲</translation>
    </message>
    <message>
        <source>There is no file at %1.</source>
        <translation>找不到檔案：%1。</translation>
    </message>
    <message>
        <source>The file cannot be read (%1).</source>
        <translation>無法讀取檔案（%1）。</translation>
    </message>
    <message>
        <source>The file is not a game record: it is not text.</source>
        <translation>這個檔案不是對局紀錄：它不是文字檔。</translation>
    </message>
    <message>
        <source>The file holds no game record.</source>
        <translation>這個檔案裡沒有對局紀錄。</translation>
    </message>
    <message>
        <source>Line %1 of the file is not a game record.</source>
        <translation>檔案第%1行不是對局紀錄。</translation>
    </message>
    <message>
        <source>The file is not a game record of Macaron Desktop.</source>
        <translation>這個檔案不是 Macaron Desktop 的對局紀錄。</translation>
    </message>
    <message>
        <source>This record of %1 holds no moves to step through; the games in your history do.</source>
        <translation>這份%1的對局紀錄沒有可以逐步重播的走法；歷史紀錄裡的遊戲則有。</translation>
    </message>
    <message>
        <source>The moves of this record of %1 cannot be worked out again: its cards are not the ones its seed deals.</source>
        <translation>無法找回這份%1對局紀錄的每一步：紀錄裡的牌不是它的種子發出的牌。</translation>
    </message>
    <message>
        <source>This version cannot show %1 yet.</source>
        <translation>這個版本還無法顯示%1。</translation>
    </message>
    <message>
        <source>The record does not replay by the rules: %1</source>
        <translation>這份對局紀錄無法依規則重播：%1</translation>
    </message>
    <message>
        <source>The record cannot be shown.</source>
        <translation>無法顯示這份對局紀錄。</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>無法讀取</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>第%1行：%2</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>The review could not be worked out.</source>
        <translation>無法完成覆盤。</translation>
    </message>
    <message>
        <source>Move %1: %2, the best</source>
        <translation>第%1步：%2，最佳</translation>
    </message>
    <message>
        <source>Move %1: %2; best %3 (%4)</source>
        <translation>第%1步：%2；最佳%3（%4）</translation>
    </message>
    <message>
        <source>The move played gives up %1 (give or take %2) against the best.</source>
        <translation>這一步比最佳走法少了%1（誤差約%2）。</translation>
    </message>
    <message>
        <source>Clearly worse than the best move, beyond the search&apos;s own uncertainty.</source>
        <translation>明顯比最佳走法差，超出搜尋本身的誤差。</translation>
    </message>
    <message>
        <source>Review &amp;again</source>
        <translation>重新覆盤(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;view my game</source>
        <translation>覆盤我的對局(&amp;V)</translation>
    </message>
    <message>
        <source>The Hard bot weighs each of your moves…</source>
        <translation>「困難」電腦玩家正在評估你的每一步…</translation>
    </message>
    <message>
        <source>%1 of %2 decisions marked as clearly worse.</source>
        <translation>%2個決定中有%1個被標記為明顯較差。</translation>
    </message>
    <message>
        <source>It could not be kept on the disk.</source>
        <translation>覆盤結果無法存到磁碟。</translation>
    </message>
    <message>
        <source>The review kept for this game cannot be read; Review my game works it out again.</source>
        <translation>這局保存的覆盤無法讀取；按「覆盤我的對局」會重新計算。</translation>
    </message>
    <message>
        <source>Only a game you played yourself can be reviewed.</source>
        <translation>只有你親自玩過的對局才能覆盤。</translation>
    </message>
    <message>
        <source>Only a finished game can be reviewed.</source>
        <translation>只有已結束的對局才能覆盤。</translation>
    </message>
    <message>
        <source>The Hard bot weighs each of your decisions from what you knew then.</source>
        <translation>「困難」電腦玩家會依你當時所知，評估你的每個決定。</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>覆盤</translation>
    </message>
    <message>
        <source>The Hard bot&apos;s opinion of each of your decisions in this game</source>
        <translation>「困難」電腦玩家對你在這局中每個決定的看法</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Marked ones only</source>
        <translation>只看標記的決定(&amp;M)</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>Rules of %1</source>
        <translation>《%1》遊戲規則</translation>
    </message>
    <message>
        <source>The rules of this game are not available yet.</source>
        <translation>目前尚未提供此遊戲的規則。</translation>
    </message>
</context>
<context>
    <name>SaveErrors</name>
    <message>
        <source>There is no savegame at %1.</source>
        <translation>%1沒有存檔。</translation>
    </message>
    <message>
        <source>The savegame could not be read (%1).</source>
        <translation>無法讀取存檔（%1）。</translation>
    </message>
    <message>
        <source>This file is far too large to be a savegame.</source>
        <translation>這個檔案太大了，不可能是存檔。</translation>
    </message>
    <message>
        <source>This file is not a Macaron Desktop savegame.</source>
        <translation>這個檔案不是 Macaron Desktop 的存檔。</translation>
    </message>
    <message>
        <source>This savegame is damaged or incomplete.</source>
        <translation>這個存檔已損壞或不完整。</translation>
    </message>
    <message>
        <source>This savegame was written by a newer Macaron Desktop; please update the app to open it.</source>
        <translation>這個存檔來自較新版本的 Macaron Desktop，請更新程式後再開啟。</translation>
    </message>
    <message>
        <source>Savegames this old can no longer be opened.</source>
        <translation>這麼舊的存檔已經無法開啟。</translation>
    </message>
    <message>
        <source>This savegame is for a game this version does not know (%1).</source>
        <translation>這個存檔屬於這個版本不認得的遊戲（%1）。</translation>
    </message>
    <message>
        <source>This savegame&apos;s game settings are not valid.</source>
        <translation>這個存檔的遊戲設定無效。</translation>
    </message>
    <message>
        <source>This savegame&apos;s move %1 is not allowed by the rules.</source>
        <translation>這個存檔的第%1步不符合遊戲規則。</translation>
    </message>
    <message>
        <source>This is not a regular file, so it is not a savegame.</source>
        <translation>這不是一般檔案，所以不是存檔。</translation>
    </message>
    <message>
        <source>This file is nested far too deeply to be a savegame.</source>
        <translation>這個檔案的巢狀層次太深，不可能是存檔。</translation>
    </message>
    <message>
        <source>This savegame&apos;s date is impossible.</source>
        <translation>這個存檔的日期不可能成立。</translation>
    </message>
    <message>
        <source>This savegame has a bot level this version does not know (%1).</source>
        <translation>這個存檔有這個版本不認得的電腦玩家等級（%1）。</translation>
    </message>
    <message>
        <source>That is not a savegame name.</source>
        <translation>這不是存檔名稱。</translation>
    </message>
    <message>
        <source>This file was left by an interrupted write and could not be removed (%1).</source>
        <translation>這個檔案是中斷的寫入留下的，無法刪除（%1）。</translation>
    </message>
    <message>
        <source>This savegame is damaged (%1).</source>
        <translation>這個存檔已損壞（%1）。</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁碟已滿</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>磁碟為唯讀</translation>
    </message>
    <message>
        <source>the saves folder may not be written to</source>
        <translation>沒有寫入存檔資料夾的權限</translation>
    </message>
    <message>
        <source>system error %1</source>
        <translation>系統錯誤%1</translation>
    </message>
    <message>
        <source>the game could not be written down</source>
        <translation>無法將遊戲寫成存檔</translation>
    </message>
    <message>
        <source>The game could not be saved: %1. It goes on, and it is safe up to move %2 in %3. Game ▸ Save as… can put a copy elsewhere. This message stays until the game is saved again.</source>
        <translation>遊戲無法存檔：%1。遊戲會繼續進行，到第%2步為止的進度安全保存在%3。可以用「遊戲 ▸ 另存新檔…」把副本存到別處。這則訊息會一直顯示，直到再次存檔成功。</translation>
    </message>
    <message>
        <source>The game could not be saved: %1. It goes on, but it is only in memory until it is saved. Game ▸ Save as… can put a copy elsewhere. This message stays until the game is saved again.</source>
        <translation>遊戲無法存檔：%1。遊戲會繼續進行，但在存檔成功之前只保存在記憶體中。可以用「遊戲 ▸ 另存新檔…」把副本存到別處。這則訊息會一直顯示，直到再次存檔成功。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>動畫速度(&amp;A)：</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>一般</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>無動畫</translation>
    </message>
    <message>
        <source>Pa&amp;ce of the other players:</source>
        <translation>其他玩家的節奏(&amp;C)：</translation>
    </message>
    <message>
        <source>Quick</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>從容</translation>
    </message>
    <message>
        <source>Click to continue</source>
        <translation>按一下繼續</translation>
    </message>
    <message>
        <source>How long the other players&apos; moves, and what the game pauses on to show, stay on the table.</source>
        <translation>其他玩家的動作，以及遊戲停下來展示的結果，在桌上停留多久。</translation>
    </message>
    <message>
        <source>&amp;Play a move for me when it is the only one I can make</source>
        <translation>只有一步可走時自動替我出牌(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Keep my finished games to watch them again</source>
        <translation>保留我完成的遊戲，以便再看一次(&amp;K)</translation>
    </message>
    <message>
        <source>The last 500 finished games are listed under Statistics, each with its replay.</source>
        <translation>「統計」會列出最近500局完成的遊戲，每一局都能重播。</translation>
    </message>
    <message>
        <source>Card si&amp;ze on the table:</source>
        <translation>牌桌上的牌大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>Larger cards in every game; on a small window they stay as large as fits.</source>
        <translation>每個遊戲的牌都放大；視窗較小時，牌只放大到放得下為止。</translation>
    </message>
    <message>
        <source>&amp;High-contrast table</source>
        <translation>高對比牌桌(&amp;H)</translation>
    </message>
    <message>
        <source>Black text on white labels and a plain dark cloth, so that every text and symbol on the table stands out clearly.</source>
        <translation>白色標籤上用黑字，桌布改為素色深色，讓牌桌上的每段文字和符號都清楚醒目。</translation>
    </message>
    <message>
        <source>&amp;Confirm before leaving a game</source>
        <translation>離開遊戲前先確認(&amp;C)</translation>
    </message>
    <message>
        <source>Allow &amp;undo when playing alone against bots</source>
        <translation>獨自對戰電腦玩家時允許復原(&amp;U)</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>場數</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝場</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>最高分</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>提示次數</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>還沒有完成的遊戲。</translation>
    </message>
    <message>
        <source>Your finished games:</source>
        <translation>你完成的遊戲：</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Damaged file, kept as it is</source>
        <translation>損壞的檔案，原樣保留</translation>
    </message>
    <message>
        <source>Your last games (double-click one to watch it again):</source>
        <translation>你最近的遊戲（按兩下即可再看一次）：</translation>
    </message>
    <message>
        <source>No game in the history yet.</source>
        <translation>歷史紀錄裡還沒有遊戲。</translation>
    </message>
    <message>
        <source>&amp;Watch again</source>
        <translation>再看一次(&amp;W)</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>你贏了</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>你輸了</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>TableAccessible</name>
    <message>
        <source>face-down card</source>
        <translation>背面朝上的牌</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>你的手牌</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>已選取</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>可以出</translation>
    </message>
    <message>
        <source>not playable now</source>
        <translation>現在不能出</translation>
    </message>
    <message>
        <source>card</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>牌桌</translation>
    </message>
</context>
<context>
    <name>Toy</name>
    <message>
        <source>2 players</source>
        <translation>2 位玩家</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 位玩家</translation>
    </message>
    <message>
        <source>Bot (random)</source>
        <translation>電腦玩家（隨機）</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>, </source>
        <extracomment>Between the items of a list (names, cards, elements). Traditional Chinese: 、</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source> &amp; </source>
        <extracomment>Between the names of the partners of one team. Traditional Chinese: 、</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source> · </source>
        <extracomment>Between the parts of one line (of the log, the status bar, a player&apos;s standing). Traditional Chinese: the dot without spaces (·)</extracomment>
        <translation>·</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>two sentences on one line</comment>
        <extracomment>Two whole sentences, each with its full stop, on one line. Traditional Chinese sets them side by side (%1%2): the full stop 。 already separates them.</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>a player</source>
        <translation>一位玩家</translation>
    </message>
</context>
</TS>
