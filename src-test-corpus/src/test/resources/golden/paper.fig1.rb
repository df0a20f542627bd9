main entry

proc corpus.paper.fig1.Main.<init>[corpus.paper.fig1.Main@entry] {
  s4: write corpus.paper.fig1.Main@entry.lock1 // at corpus.paper.fig1.Main.<init>(Main.java:16)
  s7: write corpus.paper.fig1.Main@entry.lock2 // at corpus.paper.fig1.Main.<init>(Main.java:17)
}

proc corpus.paper.fig1.Main.lambda$main$0[corpus.paper.fig1.Main@entry] {
  s1: read corpus.paper.fig1.Main@entry.lock1 // at corpus.paper.fig1.Main.lambda$main$0(Main.java:22)
  s2: acquire java.lang.Object@Main.java:16[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.lambda$main$0(Main.java:22)
  s3: read corpus.paper.fig1.Main@entry.lock2 // at corpus.paper.fig1.Main.lambda$main$0(Main.java:23)
  s4: acquire java.lang.Object@Main.java:17[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.lambda$main$0(Main.java:23)
  s5: read corpus.paper.fig1.Main@entry.done // at corpus.paper.fig1.Main.lambda$main$0(Main.java:24)
  s7: write corpus.paper.fig1.Main@entry.done // at corpus.paper.fig1.Main.lambda$main$0(Main.java:24)
  s8: release java.lang.Object@Main.java:17[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.lambda$main$0(Main.java:25)
  s18: release java.lang.Object@Main.java:16[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.lambda$main$0(Main.java:26)
}

proc corpus.paper.fig1.Main.lambda$main$1[corpus.paper.fig1.Main@entry] {
  s1: read corpus.paper.fig1.Main@entry.lock2 // at corpus.paper.fig1.Main.lambda$main$1(Main.java:29)
  s2: acquire java.lang.Object@Main.java:17[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.lambda$main$1(Main.java:29)
  s3: read corpus.paper.fig1.Main@entry.lock1 // at corpus.paper.fig1.Main.lambda$main$1(Main.java:30)
  s4: acquire java.lang.Object@Main.java:16[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.lambda$main$1(Main.java:30)
  s5: read corpus.paper.fig1.Main@entry.done // at corpus.paper.fig1.Main.lambda$main$1(Main.java:31)
  s7: write corpus.paper.fig1.Main@entry.done // at corpus.paper.fig1.Main.lambda$main$1(Main.java:31)
  s8: release java.lang.Object@Main.java:16[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.lambda$main$1(Main.java:32)
  s18: release java.lang.Object@Main.java:17[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.lambda$main$1(Main.java:33)
}

proc corpus.paper.fig1.Main.main[corpus.paper.fig1.Main@entry] {
  s9: fork corpus.paper.fig1.Main.lambda$main$0[corpus.paper.fig1.Main@entry] java.lang.Thread@Main.java:21[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.main(Main.java:35)
  s10: fork corpus.paper.fig1.Main.lambda$main$1[corpus.paper.fig1.Main@entry] java.lang.Thread@Main.java:28[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.main(Main.java:36)
}

proc entry {
  new: call corpus.paper.fig1.Main.<init>[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.main(Main.java:21)
  main: call corpus.paper.fig1.Main.main[corpus.paper.fig1.Main@entry] // at corpus.paper.fig1.Main.main(Main.java:21)
}
