main entry

proc corpus.extra.futuretasksub.fixed.Main$1.<init>[corpus.extra.futuretasksub.fixed.Main$1@Main.java:18] {
}

proc corpus.extra.futuretasksub.fixed.Main$1.toString[corpus.extra.futuretasksub.fixed.Main$1@Main.java:18] {
}

proc corpus.extra.futuretasksub.fixed.Main.<clinit> {
  s2: write corpus.extra.futuretasksub.fixed.Main.REGISTRY // at corpus.extra.futuretasksub.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.futuretasksub.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.futuretasksub.fixed.Main.REGISTRY // at corpus.extra.futuretasksub.fixed.Main.lambda$main$0(Main.java:19)
  s1: acquire java.lang.Object@Main.java:15 // at corpus.extra.futuretasksub.fixed.Main.lambda$main$0(Main.java:19)
  s3: release java.lang.Object@Main.java:15 // at corpus.extra.futuretasksub.fixed.Main.lambda$main$0(Main.java:20)
}

proc corpus.extra.futuretasksub.fixed.Main.main {
  s4: call corpus.extra.futuretasksub.fixed.Main$1.<init>[corpus.extra.futuretasksub.fixed.Main$1@Main.java:18] // at corpus.extra.futuretasksub.fixed.Main.main(Main.java:18)
  s10: read corpus.extra.futuretasksub.fixed.Main.REGISTRY // at corpus.extra.futuretasksub.fixed.Main.main(Main.java:29)
  s11: acquire java.lang.Object@Main.java:15 // at corpus.extra.futuretasksub.fixed.Main.main(Main.java:29)
  s12: fork corpus.extra.futuretasksub.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:28 // at corpus.extra.futuretasksub.fixed.Main.main(Main.java:30)
  s13: release java.lang.Object@Main.java:15 // at corpus.extra.futuretasksub.fixed.Main.main(Main.java:31)
  s19: join java.lang.Thread@Main.java:28 // at corpus.extra.futuretasksub.fixed.Main.main(Main.java:32)
}

proc entry {
  init0: call corpus.extra.futuretasksub.fixed.Main.<clinit> // at corpus.extra.futuretasksub.fixed.Main.main(Main.java:18)
  main: call corpus.extra.futuretasksub.fixed.Main.main // at corpus.extra.futuretasksub.fixed.Main.main(Main.java:18)
}
