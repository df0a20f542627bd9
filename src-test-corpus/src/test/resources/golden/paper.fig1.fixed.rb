main entry

proc corpus.paper.fig1.fixed.Main.<init>[corpus.paper.fig1.fixed.Main@entry] {
  s4: write corpus.paper.fig1.fixed.Main@entry.lock1 // at corpus.paper.fig1.fixed.Main.<init>(Main.java:14)
  s7: write corpus.paper.fig1.fixed.Main@entry.lock2 // at corpus.paper.fig1.fixed.Main.<init>(Main.java:15)
}

proc corpus.paper.fig1.fixed.Main.lambda$main$0[corpus.paper.fig1.fixed.Main@entry] {
  s1: read corpus.paper.fig1.fixed.Main@entry.lock1 // at corpus.paper.fig1.fixed.Main.lambda$main$0(Main.java:20)
  s2: acquire java.lang.Object@Main.java:14[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.lambda$main$0(Main.java:20)
  s3: read corpus.paper.fig1.fixed.Main@entry.lock2 // at corpus.paper.fig1.fixed.Main.lambda$main$0(Main.java:21)
  s4: acquire java.lang.Object@Main.java:15[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.lambda$main$0(Main.java:21)
  s5: read corpus.paper.fig1.fixed.Main@entry.done // at corpus.paper.fig1.fixed.Main.lambda$main$0(Main.java:22)
  s7: write corpus.paper.fig1.fixed.Main@entry.done // at corpus.paper.fig1.fixed.Main.lambda$main$0(Main.java:22)
  s8: release java.lang.Object@Main.java:15[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.lambda$main$0(Main.java:23)
  s18: release java.lang.Object@Main.java:14[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.lambda$main$0(Main.java:24)
}

proc corpus.paper.fig1.fixed.Main.lambda$main$1[corpus.paper.fig1.fixed.Main@entry] {
  s1: read corpus.paper.fig1.fixed.Main@entry.lock1 // at corpus.paper.fig1.fixed.Main.lambda$main$1(Main.java:27)
  s2: acquire java.lang.Object@Main.java:14[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.lambda$main$1(Main.java:27)
  s3: read corpus.paper.fig1.fixed.Main@entry.lock2 // at corpus.paper.fig1.fixed.Main.lambda$main$1(Main.java:28)
  s4: acquire java.lang.Object@Main.java:15[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.lambda$main$1(Main.java:28)
  s5: read corpus.paper.fig1.fixed.Main@entry.done // at corpus.paper.fig1.fixed.Main.lambda$main$1(Main.java:29)
  s7: write corpus.paper.fig1.fixed.Main@entry.done // at corpus.paper.fig1.fixed.Main.lambda$main$1(Main.java:29)
  s8: release java.lang.Object@Main.java:15[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.lambda$main$1(Main.java:30)
  s18: release java.lang.Object@Main.java:14[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.lambda$main$1(Main.java:31)
}

proc corpus.paper.fig1.fixed.Main.main[corpus.paper.fig1.fixed.Main@entry] {
  s9: fork corpus.paper.fig1.fixed.Main.lambda$main$0[corpus.paper.fig1.fixed.Main@entry] java.lang.Thread@Main.java:19[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.main(Main.java:33)
  s10: fork corpus.paper.fig1.fixed.Main.lambda$main$1[corpus.paper.fig1.fixed.Main@entry] java.lang.Thread@Main.java:26[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.main(Main.java:34)
}

proc entry {
  new: call corpus.paper.fig1.fixed.Main.<init>[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.main(Main.java:19)
  main: call corpus.paper.fig1.fixed.Main.main[corpus.paper.fig1.fixed.Main@entry] // at corpus.paper.fig1.fixed.Main.main(Main.java:19)
}
