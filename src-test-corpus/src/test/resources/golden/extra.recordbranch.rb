main entry

proc corpus.extra.recordbranch.Main$Plan.<init>[corpus.extra.recordbranch.Main$Plan@Main.java:39] {
  s3: write corpus.extra.recordbranch.Main$Plan@Main.java:39.reversed // at corpus.extra.recordbranch.Main$Plan.<init>(Main.java:20)
}

proc corpus.extra.recordbranch.Main$Plan.<init>[corpus.extra.recordbranch.Main$Plan@Main.java:40] {
  s3: write corpus.extra.recordbranch.Main$Plan@Main.java:40.reversed // at corpus.extra.recordbranch.Main$Plan.<init>(Main.java:20)
}

proc corpus.extra.recordbranch.Main$Plan.run[corpus.extra.recordbranch.Main$Plan@Main.java:39] {
  s1: read corpus.extra.recordbranch.Main$Plan@Main.java:39.reversed // at corpus.extra.recordbranch.Main$Plan.run(Main.java:22)
  s3: read corpus.extra.recordbranch.Main.second // at corpus.extra.recordbranch.Main$Plan.run(Main.java:23)
  s4: acquire java.lang.Object@Main.java:17 // at corpus.extra.recordbranch.Main$Plan.run(Main.java:23)
  s5: read corpus.extra.recordbranch.Main.first // at corpus.extra.recordbranch.Main$Plan.run(Main.java:24)
  s6: acquire java.lang.Object@Main.java:16 // at corpus.extra.recordbranch.Main$Plan.run(Main.java:24)
  s7: read corpus.extra.recordbranch.Main.done // at corpus.extra.recordbranch.Main$Plan.run(Main.java:25)
  s9: write corpus.extra.recordbranch.Main.done // at corpus.extra.recordbranch.Main$Plan.run(Main.java:25)
  s10: release java.lang.Object@Main.java:16 // at corpus.extra.recordbranch.Main$Plan.run(Main.java:26)
  s39: release java.lang.Object@Main.java:17 // at corpus.extra.recordbranch.Main$Plan.run(Main.java:27)
}

proc corpus.extra.recordbranch.Main$Plan.run[corpus.extra.recordbranch.Main$Plan@Main.java:40] {
  s1: read corpus.extra.recordbranch.Main$Plan@Main.java:40.reversed // at corpus.extra.recordbranch.Main$Plan.run(Main.java:22)
  s20: read corpus.extra.recordbranch.Main.first // at corpus.extra.recordbranch.Main$Plan.run(Main.java:29)
  s21: acquire java.lang.Object@Main.java:16 // at corpus.extra.recordbranch.Main$Plan.run(Main.java:29)
  s22: read corpus.extra.recordbranch.Main.second // at corpus.extra.recordbranch.Main$Plan.run(Main.java:30)
  s23: acquire java.lang.Object@Main.java:17 // at corpus.extra.recordbranch.Main$Plan.run(Main.java:30)
  s24: read corpus.extra.recordbranch.Main.done // at corpus.extra.recordbranch.Main$Plan.run(Main.java:31)
  s26: write corpus.extra.recordbranch.Main.done // at corpus.extra.recordbranch.Main$Plan.run(Main.java:31)
  s27: release java.lang.Object@Main.java:17 // at corpus.extra.recordbranch.Main$Plan.run(Main.java:32)
  s37: release java.lang.Object@Main.java:16 // at corpus.extra.recordbranch.Main$Plan.run(Main.java:33)
}

proc corpus.extra.recordbranch.Main.<clinit> {
  s2: write corpus.extra.recordbranch.Main.first // at corpus.extra.recordbranch.Main.<clinit>(Main.java:16)
  s5: write corpus.extra.recordbranch.Main.second // at corpus.extra.recordbranch.Main.<clinit>(Main.java:17)
}

proc corpus.extra.recordbranch.Main.main {
  s2: call corpus.extra.recordbranch.Main$Plan.<init>[corpus.extra.recordbranch.Main$Plan@Main.java:39] // at corpus.extra.recordbranch.Main.main(Main.java:39)
  s5: call corpus.extra.recordbranch.Main$Plan.<init>[corpus.extra.recordbranch.Main$Plan@Main.java:40] // at corpus.extra.recordbranch.Main.main(Main.java:40)
  s12: fork corpus.extra.recordbranch.Main$Plan.run[corpus.extra.recordbranch.Main$Plan@Main.java:40] java.lang.Thread@Main.java:41 // at corpus.extra.recordbranch.Main.main(Main.java:42)
  s13: call corpus.extra.recordbranch.Main$Plan.run[corpus.extra.recordbranch.Main$Plan@Main.java:39] // at corpus.extra.recordbranch.Main.main(Main.java:43)
  s14: join java.lang.Thread@Main.java:41 // at corpus.extra.recordbranch.Main.main(Main.java:44)
}

proc entry {
  init0: call corpus.extra.recordbranch.Main.<clinit> // at corpus.extra.recordbranch.Main.main(Main.java:39)
  main: call corpus.extra.recordbranch.Main.main // at corpus.extra.recordbranch.Main.main(Main.java:39)
}
