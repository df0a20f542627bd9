main corpus.extra.joincycle.Main.main

proc corpus.extra.joincycle.Main$Peer.<init>[corpus.extra.joincycle.Main$Peer@Main.java:26] {
}

proc corpus.extra.joincycle.Main$Peer.run[corpus.extra.joincycle.Main.main:26#9,corpus.extra.joincycle.Main$Peer@Main.java:26] {
  s1: read corpus.extra.joincycle.Main$Peer@Main.java:26.other // at corpus.extra.joincycle.Main$Peer.run(Main.java:18)
  s2: join corpus.extra.joincycle.Main$Peer@Main.java:27 // at corpus.extra.joincycle.Main$Peer.run(Main.java:18)
}

proc corpus.extra.joincycle.Main$Peer.run[corpus.extra.joincycle.Main.main:27#10,corpus.extra.joincycle.Main$Peer@Main.java:27] {
  s1: read corpus.extra.joincycle.Main$Peer@Main.java:27.other // at corpus.extra.joincycle.Main$Peer.run(Main.java:18)
  s2: join corpus.extra.joincycle.Main$Peer@Main.java:26 // at corpus.extra.joincycle.Main$Peer.run(Main.java:18)
}

proc corpus.extra.joincycle.Main.main {
  s2: call corpus.extra.joincycle.Main$Peer.<init>[corpus.extra.joincycle.Main$Peer@Main.java:26] // at corpus.extra.joincycle.Main.main(Main.java:26)
  s5: call corpus.extra.joincycle.Main$Peer.<init>[corpus.extra.joincycle.Main$Peer@Main.java:26] // at corpus.extra.joincycle.Main.main(Main.java:27)
  s7: write corpus.extra.joincycle.Main$Peer@Main.java:26.other // at corpus.extra.joincycle.Main.main(Main.java:28)
  s8: write corpus.extra.joincycle.Main$Peer@Main.java:27.other // at corpus.extra.joincycle.Main.main(Main.java:29)
  s9: fork corpus.extra.joincycle.Main$Peer.run[corpus.extra.joincycle.Main.main:26#9,corpus.extra.joincycle.Main$Peer@Main.java:26] corpus.extra.joincycle.Main$Peer@Main.java:26 // at corpus.extra.joincycle.Main.main(Main.java:30)
  s10: fork corpus.extra.joincycle.Main$Peer.run[corpus.extra.joincycle.Main.main:27#10,corpus.extra.joincycle.Main$Peer@Main.java:27] corpus.extra.joincycle.Main$Peer@Main.java:27 // at corpus.extra.joincycle.Main.main(Main.java:31)
}
