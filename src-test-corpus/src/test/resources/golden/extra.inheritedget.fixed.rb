main entry

proc corpus.extra.inheritedget.fixed.Main$OneItem.<init>[corpus.extra.inheritedget.fixed.Main$OneItem@Main.java:33] {
}

proc corpus.extra.inheritedget.fixed.Main$OneItem.get(int):java.lang.Object[corpus.extra.inheritedget.fixed.Main$OneItem@Main.java:33] {
  s2: call corpus.extra.inheritedget.fixed.Main$OneItem.get(int):java.lang.String[corpus.extra.inheritedget.fixed.Main$OneItem@Main.java:33] // at corpus.extra.inheritedget.fixed.Main$OneItem.get(Main.java:20)
}

proc corpus.extra.inheritedget.fixed.Main$OneItem.get(int):java.lang.String[corpus.extra.inheritedget.fixed.Main$OneItem@Main.java:33] {
}

proc corpus.extra.inheritedget.fixed.Main$OneItem.size[corpus.extra.inheritedget.fixed.Main$OneItem@Main.java:33] {
}

proc corpus.extra.inheritedget.fixed.Main.<clinit> {
  s2: write corpus.extra.inheritedget.fixed.Main.A // at corpus.extra.inheritedget.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.extra.inheritedget.fixed.Main.B // at corpus.extra.inheritedget.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.inheritedget.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.inheritedget.fixed.Main.B // at corpus.extra.inheritedget.fixed.Main.lambda$main$0(Main.java:35)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.inheritedget.fixed.Main.lambda$main$0(Main.java:35)
  s2: read corpus.extra.inheritedget.fixed.Main.A // at corpus.extra.inheritedget.fixed.Main.lambda$main$0(Main.java:36)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.inheritedget.fixed.Main.lambda$main$0(Main.java:36)
  s4: read java.lang.System.out          // at corpus.extra.inheritedget.fixed.Main.lambda$main$0(Main.java:37)
  s6: release java.lang.Object@Main.java:17 // at corpus.extra.inheritedget.fixed.Main.lambda$main$0(Main.java:38)
  s16: release java.lang.Object@Main.java:18 // at corpus.extra.inheritedget.fixed.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.inheritedget.fixed.Main.main {
  s2: call corpus.extra.inheritedget.fixed.Main$OneItem.<init>[corpus.extra.inheritedget.fixed.Main$OneItem@Main.java:33] // at corpus.extra.inheritedget.fixed.Main.main(Main.java:33)
  s7: fork corpus.extra.inheritedget.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:34 // at corpus.extra.inheritedget.fixed.Main.main(Main.java:41)
  s8: read corpus.extra.inheritedget.fixed.Main.A // at corpus.extra.inheritedget.fixed.Main.main(Main.java:42)
  s9: acquire java.lang.Object@Main.java:17 // at corpus.extra.inheritedget.fixed.Main.main(Main.java:42)
  s10: read java.lang.System.out         // at corpus.extra.inheritedget.fixed.Main.main(Main.java:43)
  s11: jump s11_1 s11_2 s11_4            // at corpus.extra.inheritedget.fixed.Main.main(Main.java:43)
  s11_2: call corpus.extra.inheritedget.fixed.Main$OneItem.get(int):java.lang.Object[corpus.extra.inheritedget.fixed.Main$OneItem@Main.java:33] // at corpus.extra.inheritedget.fixed.Main.main(Main.java:43)
  s11_3: goto s11                        // at corpus.extra.inheritedget.fixed.Main.main(Main.java:43)
  s11_4: call corpus.extra.inheritedget.fixed.Main$OneItem.size[corpus.extra.inheritedget.fixed.Main$OneItem@Main.java:33] // at corpus.extra.inheritedget.fixed.Main.main(Main.java:43)
  s11_5: goto s11                        // at corpus.extra.inheritedget.fixed.Main.main(Main.java:43)
  s11_1: skip                            // at corpus.extra.inheritedget.fixed.Main.main(Main.java:43)
  s13: release java.lang.Object@Main.java:17 // at corpus.extra.inheritedget.fixed.Main.main(Main.java:44)
  s19: join java.lang.Thread@Main.java:34 // at corpus.extra.inheritedget.fixed.Main.main(Main.java:45)
}

proc entry {
  init0: call corpus.extra.inheritedget.fixed.Main.<clinit> // at corpus.extra.inheritedget.fixed.Main.main(Main.java:33)
  main: call corpus.extra.inheritedget.fixed.Main.main // at corpus.extra.inheritedget.fixed.Main.main(Main.java:33)
}
