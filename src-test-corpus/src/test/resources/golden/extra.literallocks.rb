main corpus.extra.literallocks.Main.main

proc corpus.extra.literallocks.Main$Cache.put {
  s1: acquire "\"cache\""                // at corpus.extra.literallocks.Main$Cache.put(Main.java:36)
  s2: read corpus.extra.literallocks.Main$Cache.entries // at corpus.extra.literallocks.Main$Cache.put(Main.java:37)
  s4: write corpus.extra.literallocks.Main$Cache.entries // at corpus.extra.literallocks.Main$Cache.put(Main.java:37)
  s6: acquire "\"settings\""             // at corpus.extra.literallocks.Main$Cache.put(Main.java:38)
  s7: read corpus.extra.literallocks.Main$Cache.entries // at corpus.extra.literallocks.Main$Cache.put(Main.java:39)
  s8: read corpus.extra.literallocks.Main$Settings.version // at corpus.extra.literallocks.Main$Cache.put(Main.java:39)
  s10: write corpus.extra.literallocks.Main$Cache.entries // at corpus.extra.literallocks.Main$Cache.put(Main.java:39)
  s11: release "\"settings\""            // at corpus.extra.literallocks.Main$Cache.put(Main.java:40)
  s21: release "\"cache\""               // at corpus.extra.literallocks.Main$Cache.put(Main.java:41)
}

proc corpus.extra.literallocks.Main$Settings.reload {
  s1: acquire "\"settings\""             // at corpus.extra.literallocks.Main$Settings.reload(Main.java:22)
  s2: read corpus.extra.literallocks.Main$Settings.version // at corpus.extra.literallocks.Main$Settings.reload(Main.java:23)
  s4: write corpus.extra.literallocks.Main$Settings.version // at corpus.extra.literallocks.Main$Settings.reload(Main.java:23)
  s6: acquire "\"cache\""                // at corpus.extra.literallocks.Main$Settings.reload(Main.java:24)
  s7: write corpus.extra.literallocks.Main$Cache.entries // at corpus.extra.literallocks.Main$Settings.reload(Main.java:25)
  s8: release "\"cache\""                // at corpus.extra.literallocks.Main$Settings.reload(Main.java:26)
  s18: release "\"settings\""            // at corpus.extra.literallocks.Main$Settings.reload(Main.java:27)
}

proc corpus.extra.literallocks.Main.main {
  s9: fork corpus.extra.literallocks.Main$Settings.reload java.lang.Thread@Main.java:46 // at corpus.extra.literallocks.Main.main(Main.java:48)
  s10: fork corpus.extra.literallocks.Main$Cache.put java.lang.Thread@Main.java:47 // at corpus.extra.literallocks.Main.main(Main.java:49)
  s11: join java.lang.Thread@Main.java:46 // at corpus.extra.literallocks.Main.main(Main.java:50)
  s12: join java.lang.Thread@Main.java:47 // at corpus.extra.literallocks.Main.main(Main.java:51)
}
