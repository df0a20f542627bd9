main entry

proc corpus.extra.futuretasksub.Main$1.<init>[corpus.extra.futuretasksub.Main$1@Main.java:21] {
}

proc corpus.extra.futuretasksub.Main$1.toString[corpus.extra.futuretasksub.Main$1@Main.java:21] {
}

proc corpus.extra.futuretasksub.Main.<clinit> {
  s2: write corpus.extra.futuretasksub.Main.REGISTRY // at corpus.extra.futuretasksub.Main.<clinit>(Main.java:18)
}

proc corpus.extra.futuretasksub.Main.lambda$main$0 {
  s0: read corpus.extra.futuretasksub.Main.REGISTRY // at corpus.extra.futuretasksub.Main.lambda$main$0(Main.java:22)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.extra.futuretasksub.Main.lambda$main$0(Main.java:22)
  s3: release java.lang.Object@Main.java:18 // at corpus.extra.futuretasksub.Main.lambda$main$0(Main.java:23)
}

proc corpus.extra.futuretasksub.Main.main {
  s4: call corpus.extra.futuretasksub.Main$1.<init>[corpus.extra.futuretasksub.Main$1@Main.java:21] // at corpus.extra.futuretasksub.Main.main(Main.java:21)
  s10: read corpus.extra.futuretasksub.Main.REGISTRY // at corpus.extra.futuretasksub.Main.main(Main.java:32)
  s11: acquire java.lang.Object@Main.java:18 // at corpus.extra.futuretasksub.Main.main(Main.java:32)
  s12: fork corpus.extra.futuretasksub.Main.lambda$main$0 java.lang.Thread@Main.java:31 // at corpus.extra.futuretasksub.Main.main(Main.java:33)
  s13: join java.lang.Thread@Main.java:31 // at corpus.extra.futuretasksub.Main.main(Main.java:34)
  s14: release java.lang.Object@Main.java:18 // at corpus.extra.futuretasksub.Main.main(Main.java:35)
}

proc entry {
  init0: call corpus.extra.futuretasksub.Main.<clinit> // at corpus.extra.futuretasksub.Main.main(Main.java:21)
  main: call corpus.extra.futuretasksub.Main.main // at corpus.extra.futuretasksub.Main.main(Main.java:21)
}
