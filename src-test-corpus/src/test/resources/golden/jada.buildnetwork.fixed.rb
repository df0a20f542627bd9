main corpus.jada.buildnetwork.fixed.Main.main

proc corpus.jada.buildnetwork.fixed.Link.<init>[corpus.jada.buildnetwork.fixed.Link@Main.java:57,corpus.jada.buildnetwork.fixed.Main.main:19#6,corpus.jada.buildnetwork.fixed.Network@Main.java:16] {
  s4: write corpus.jada.buildnetwork.fixed.Link@Main.java:57[corpus.jada.buildnetwork.fixed.Main.main:19#6,corpus.jada.buildnetwork.fixed.Network@Main.java:16].from // at corpus.jada.buildnetwork.fixed.Link.<init>(Main.java:43)
  s5: write corpus.jada.buildnetwork.fixed.Link@Main.java:57[corpus.jada.buildnetwork.fixed.Main.main:19#6,corpus.jada.buildnetwork.fixed.Network@Main.java:16].to // at corpus.jada.buildnetwork.fixed.Link.<init>(Main.java:44)
}

proc corpus.jada.buildnetwork.fixed.Main.main {
  s2: call corpus.jada.buildnetwork.fixed.Network.<init>[corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:16)
  s4: call corpus.jada.buildnetwork.fixed.Network.addNode[corpus.jada.buildnetwork.fixed.Main.main:17#4,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:17)
  s5: call corpus.jada.buildnetwork.fixed.Network.addNode[corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:18)
  s6: call corpus.jada.buildnetwork.fixed.Network.connect[corpus.jada.buildnetwork.fixed.Main.main:19#6,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:19)
  s8: read corpus.jada.buildnetwork.fixed.Link@Main.java:57[corpus.jada.buildnetwork.fixed.Main.main:19#6,corpus.jada.buildnetwork.fixed.Network@Main.java:16].from // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:20)
  s9: read corpus.jada.buildnetwork.fixed.Link@Main.java:57[corpus.jada.buildnetwork.fixed.Main.main:19#6,corpus.jada.buildnetwork.fixed.Network@Main.java:16].to // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:20)
  s10: call corpus.jada.buildnetwork.fixed.Sender.<init>[corpus.jada.buildnetwork.fixed.Sender@Main.java:20] // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:20)
  s13: read corpus.jada.buildnetwork.fixed.Link@Main.java:57[corpus.jada.buildnetwork.fixed.Main.main:19#6,corpus.jada.buildnetwork.fixed.Network@Main.java:16].from // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:21)
  s14: read corpus.jada.buildnetwork.fixed.Link@Main.java:57[corpus.jada.buildnetwork.fixed.Main.main:19#6,corpus.jada.buildnetwork.fixed.Network@Main.java:16].to // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:21)
  s15: call corpus.jada.buildnetwork.fixed.Sender.<init>[corpus.jada.buildnetwork.fixed.Sender@Main.java:21] // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:21)
  s17: fork corpus.jada.buildnetwork.fixed.Sender.run[corpus.jada.buildnetwork.fixed.Sender@Main.java:20] corpus.jada.buildnetwork.fixed.Sender@Main.java:20 // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:22)
  s18: fork corpus.jada.buildnetwork.fixed.Sender.run[corpus.jada.buildnetwork.fixed.Sender@Main.java:21] corpus.jada.buildnetwork.fixed.Sender@Main.java:21 // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:23)
  s19: join corpus.jada.buildnetwork.fixed.Sender@Main.java:20 // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:24)
  s20: join corpus.jada.buildnetwork.fixed.Sender@Main.java:21 // at corpus.jada.buildnetwork.fixed.Main.main(Main.java:25)
}

proc corpus.jada.buildnetwork.fixed.Network.<init>[corpus.jada.buildnetwork.fixed.Network@Main.java:16] {
}

proc corpus.jada.buildnetwork.fixed.Network.addNode[corpus.jada.buildnetwork.fixed.Main.main:17#4,corpus.jada.buildnetwork.fixed.Network@Main.java:16] {
  s2: read corpus.jada.buildnetwork.fixed.Network@Main.java:16.size // at corpus.jada.buildnetwork.fixed.Network.addNode(Main.java:52)
  s4: write corpus.jada.buildnetwork.fixed.Network@Main.java:16.size // at corpus.jada.buildnetwork.fixed.Network.addNode(Main.java:52)
  s6: call corpus.jada.buildnetwork.fixed.Node.<init>[corpus.jada.buildnetwork.fixed.Node@Main.java:53,corpus.jada.buildnetwork.fixed.Main.main:17#4,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Network.addNode(Main.java:53)
}

proc corpus.jada.buildnetwork.fixed.Network.addNode[corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16] {
  s2: read corpus.jada.buildnetwork.fixed.Network@Main.java:16.size // at corpus.jada.buildnetwork.fixed.Network.addNode(Main.java:52)
  s4: write corpus.jada.buildnetwork.fixed.Network@Main.java:16.size // at corpus.jada.buildnetwork.fixed.Network.addNode(Main.java:52)
  s6: call corpus.jada.buildnetwork.fixed.Node.<init>[corpus.jada.buildnetwork.fixed.Node@Main.java:53,corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Network.addNode(Main.java:53)
}

proc corpus.jada.buildnetwork.fixed.Network.connect[corpus.jada.buildnetwork.fixed.Main.main:19#6,corpus.jada.buildnetwork.fixed.Network@Main.java:16] {
  s4: call corpus.jada.buildnetwork.fixed.Link.<init>[corpus.jada.buildnetwork.fixed.Link@Main.java:57,corpus.jada.buildnetwork.fixed.Main.main:19#6,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Network.connect(Main.java:57)
}

proc corpus.jada.buildnetwork.fixed.Node.<init>[corpus.jada.buildnetwork.fixed.Node@Main.java:53,corpus.jada.buildnetwork.fixed.Main.main:17#4,corpus.jada.buildnetwork.fixed.Network@Main.java:16] {
  s3: write corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:17#4,corpus.jada.buildnetwork.fixed.Network@Main.java:16].name // at corpus.jada.buildnetwork.fixed.Node.<init>(Main.java:34)
}

proc corpus.jada.buildnetwork.fixed.Node.<init>[corpus.jada.buildnetwork.fixed.Node@Main.java:53,corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16] {
  s3: write corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16].name // at corpus.jada.buildnetwork.fixed.Node.<init>(Main.java:34)
}

proc corpus.jada.buildnetwork.fixed.Sender.<init>[corpus.jada.buildnetwork.fixed.Sender@Main.java:20] {
  s4: write corpus.jada.buildnetwork.fixed.Sender@Main.java:20.source // at corpus.jada.buildnetwork.fixed.Sender.<init>(Main.java:66)
  s5: write corpus.jada.buildnetwork.fixed.Sender@Main.java:20.target // at corpus.jada.buildnetwork.fixed.Sender.<init>(Main.java:67)
}

proc corpus.jada.buildnetwork.fixed.Sender.<init>[corpus.jada.buildnetwork.fixed.Sender@Main.java:21] {
  s4: write corpus.jada.buildnetwork.fixed.Sender@Main.java:21.source // at corpus.jada.buildnetwork.fixed.Sender.<init>(Main.java:66)
  s5: write corpus.jada.buildnetwork.fixed.Sender@Main.java:21.target // at corpus.jada.buildnetwork.fixed.Sender.<init>(Main.java:67)
}

proc corpus.jada.buildnetwork.fixed.Sender.run[corpus.jada.buildnetwork.fixed.Sender@Main.java:20] {
  s1: read corpus.jada.buildnetwork.fixed.Sender@Main.java:20.source // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:72)
  s2: acquire corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:17#4,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:72)
  s3: read corpus.jada.buildnetwork.fixed.Sender@Main.java:20.target // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:73)
  s4: acquire corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:73)
  s5: read corpus.jada.buildnetwork.fixed.Sender@Main.java:20.target // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:74)
  s6: read corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16].inbox // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:74)
  s8: write corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16].inbox // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:74)
  s9: release corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:75)
  s19: release corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:17#4,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:76)
}

proc corpus.jada.buildnetwork.fixed.Sender.run[corpus.jada.buildnetwork.fixed.Sender@Main.java:21] {
  s1: read corpus.jada.buildnetwork.fixed.Sender@Main.java:21.source // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:72)
  s2: acquire corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:17#4,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:72)
  s3: read corpus.jada.buildnetwork.fixed.Sender@Main.java:21.target // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:73)
  s4: acquire corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:73)
  s5: read corpus.jada.buildnetwork.fixed.Sender@Main.java:21.target // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:74)
  s6: read corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16].inbox // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:74)
  s8: write corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16].inbox // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:74)
  s9: release corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:18#5,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:75)
  s19: release corpus.jada.buildnetwork.fixed.Node@Main.java:53[corpus.jada.buildnetwork.fixed.Main.main:17#4,corpus.jada.buildnetwork.fixed.Network@Main.java:16] // at corpus.jada.buildnetwork.fixed.Sender.run(Main.java:76)
}
