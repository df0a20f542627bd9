main entry

proc corpus.extra.inheritedget.Main$OneItem.<init>[corpus.extra.inheritedget.Main$OneItem@Main.java:36] {
}

proc corpus.extra.inheritedget.Main$OneItem.get(int):java.lang.Object[corpus.extra.inheritedget.Main$OneItem@Main.java:36] {
  s2: call corpus.extra.inheritedget.Main$OneItem.get(int):java.lang.String[corpus.extra.inheritedget.Main$OneItem@Main.java:36] // at corpus.extra.inheritedget.Main$OneItem.get(Main.java:21)
}

proc corpus.extra.inheritedget.Main$OneItem.get(int):java.lang.String[corpus.extra.inheritedget.Main$OneItem@Main.java:36] {
  s2: read corpus.extra.inheritedget.Main.B // at corpus.extra.inheritedget.Main$OneItem.get(Main.java:24)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.extra.inheritedget.Main$OneItem.get(Main.java:24)
  s5: release java.lang.Object@Main.java:19 // at corpus.extra.inheritedget.Main$OneItem.get(Main.java:25)
}

proc corpus.extra.inheritedget.Main$OneItem.size[corpus.extra.inheritedget.Main$OneItem@Main.java:36] {
}

proc corpus.extra.inheritedget.Main.<clinit> {
  s2: write corpus.extra.inheritedget.Main.A // at corpus.extra.inheritedget.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.inheritedget.Main.B // at corpus.extra.inheritedget.Main.<clinit>(Main.java:19)
}

proc corpus.extra.inheritedget.Main.lambda$main$0 {
  s0: read corpus.extra.inheritedget.Main.B // at corpus.extra.inheritedget.Main.lambda$main$0(Main.java:38)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.extra.inheritedget.Main.lambda$main$0(Main.java:38)
  s2: read corpus.extra.inheritedget.Main.A // at corpus.extra.inheritedget.Main.lambda$main$0(Main.java:39)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.inheritedget.Main.lambda$main$0(Main.java:39)
  s4: read java.lang.System.out          // at corpus.extra.inheritedget.Main.lambda$main$0(Main.java:40)
  s6: release java.lang.Object@Main.java:18 // at corpus.extra.inheritedget.Main.lambda$main$0(Main.java:41)
  s16: release java.lang.Object@Main.java:19 // at corpus.extra.inheritedget.Main.lambda$main$0(Main.java:42)
}

proc corpus.extra.inheritedget.Main.main {
  s2: call corpus.extra.inheritedget.Main$OneItem.<init>[corpus.extra.inheritedget.Main$OneItem@Main.java:36] // at corpus.extra.inheritedget.Main.main(Main.java:36)
  s7: fork corpus.extra.inheritedget.Main.lambda$main$0 java.lang.Thread@Main.java:37 // at corpus.extra.inheritedget.Main.main(Main.java:44)
  s8: read corpus.extra.inheritedget.Main.A // at corpus.extra.inheritedget.Main.main(Main.java:45)
  s9: acquire java.lang.Object@Main.java:18 // at corpus.extra.inheritedget.Main.main(Main.java:45)
  s10: read java.lang.System.out         // at corpus.extra.inheritedget.Main.main(Main.java:46)
  s11: jump s11_1 s11_2 s11_4            // at corpus.extra.inheritedget.Main.main(Main.java:46)
  s11_2: call corpus.extra.inheritedget.Main$OneItem.get(int):java.lang.Object[corpus.extra.inheritedget.Main$OneItem@Main.java:36] // at corpus.extra.inheritedget.Main.main(Main.java:46)
  s11_3: goto s11                        // at corpus.extra.inheritedget.Main.main(Main.java:46)
  s11_4: call corpus.extra.inheritedget.Main$OneItem.size[corpus.extra.inheritedget.Main$OneItem@Main.java:36] // at corpus.extra.inheritedget.Main.main(Main.java:46)
  s11_5: goto s11                        // at corpus.extra.inheritedget.Main.main(Main.java:46)
  s11_1: skip                            // at corpus.extra.inheritedget.Main.main(Main.java:46)
  s13: release java.lang.Object@Main.java:18 // at corpus.extra.inheritedget.Main.main(Main.java:47)
  s19: join java.lang.Thread@Main.java:37 // at corpus.extra.inheritedget.Main.main(Main.java:48)
}

proc entry {
  init0: call corpus.extra.inheritedget.Main.<clinit> // at corpus.extra.inheritedget.Main.main(Main.java:36)
  main: call corpus.extra.inheritedget.Main.main // at corpus.extra.inheritedget.Main.main(Main.java:36)
}
