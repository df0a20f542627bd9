main entry

proc corpus.extra.cowfnlock.fixed.Main.<clinit> {
  s2: write corpus.extra.cowfnlock.fixed.Main.SETTINGS // at corpus.extra.cowfnlock.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.cowfnlock.fixed.Main.format[corpus.extra.cowfnlock.fixed.Main.lambda$main$0:35#2,corpus.extra.cowfnlock.fixed.Main.main:35#9] {
  s1: call corpus.extra.cowfnlock.fixed.Main.pause // at corpus.extra.cowfnlock.fixed.Main.format(Main.java:26)
  s2: read corpus.extra.cowfnlock.fixed.Main.SETTINGS // at corpus.extra.cowfnlock.fixed.Main.format(Main.java:27)
  s3: acquire java.lang.Object@Main.java:15 // at corpus.extra.cowfnlock.fixed.Main.format(Main.java:27)
  s5: release java.lang.Object@Main.java:15 // at corpus.extra.cowfnlock.fixed.Main.format(Main.java:28)
}

proc corpus.extra.cowfnlock.fixed.Main.lambda$main$0[corpus.extra.cowfnlock.fixed.Main.main:35#9] {
  s2: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:33#internal // at corpus.extra.cowfnlock.fixed.Main.lambda$main$0(Main.java:35)
  s2_1: jump s2_2 s2_3                   // at corpus.extra.cowfnlock.fixed.Main.lambda$main$0(Main.java:35)
  s2_3: call corpus.extra.cowfnlock.fixed.Main.format[corpus.extra.cowfnlock.fixed.Main.lambda$main$0:35#2,corpus.extra.cowfnlock.fixed.Main.main:35#9] // at corpus.extra.cowfnlock.fixed.Main.lambda$main$0(Main.java:35)
  s2_4: goto s2_1                        // at corpus.extra.cowfnlock.fixed.Main.lambda$main$0(Main.java:35)
  s2_2: skip                             // at corpus.extra.cowfnlock.fixed.Main.lambda$main$0(Main.java:35)
  s2_5: release java.util.concurrent.CopyOnWriteArrayList@Main.java:33#internal // at corpus.extra.cowfnlock.fixed.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.cowfnlock.fixed.Main.main {
  s4: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:33#internal // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:34)
  s4_1: release java.util.concurrent.CopyOnWriteArrayList@Main.java:33#internal // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:34)
  s9: fork corpus.extra.cowfnlock.fixed.Main.lambda$main$0[corpus.extra.cowfnlock.fixed.Main.main:35#9] java.lang.Thread@Main.java:35 // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:36)
  s11: read corpus.extra.cowfnlock.fixed.Main.SETTINGS // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:38)
  s12: acquire java.lang.Object@Main.java:15 // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:38)
  s13: read java.lang.System.out         // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:39)
  s15: release java.lang.Object@Main.java:15 // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:40)
  s21: acquire java.util.concurrent.CopyOnWriteArrayList@Main.java:33#internal // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:41)
  s21_1: release java.util.concurrent.CopyOnWriteArrayList@Main.java:33#internal // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:41)
  s22: join java.lang.Thread@Main.java:35 // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:42)
}

proc corpus.extra.cowfnlock.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.cowfnlock.fixed.Main.<clinit> // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:33)
  main: call corpus.extra.cowfnlock.fixed.Main.main // at corpus.extra.cowfnlock.fixed.Main.main(Main.java:33)
}
