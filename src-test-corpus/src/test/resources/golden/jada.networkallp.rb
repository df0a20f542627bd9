main corpus.jada.networkallp.Main.main

proc corpus.jada.networkallp.Exchange.<init>[corpus.jada.networkallp.Exchange@Main.java:19] {
  s4: write corpus.jada.networkallp.Exchange@Main.java:19.first // at corpus.jada.networkallp.Exchange.<init>(Main.java:52)
  s5: write corpus.jada.networkallp.Exchange@Main.java:19.second // at corpus.jada.networkallp.Exchange.<init>(Main.java:53)
}

proc corpus.jada.networkallp.Exchange.<init>[corpus.jada.networkallp.Exchange@Main.java:20] {
  s4: write corpus.jada.networkallp.Exchange@Main.java:20.first // at corpus.jada.networkallp.Exchange.<init>(Main.java:52)
  s5: write corpus.jada.networkallp.Exchange@Main.java:20.second // at corpus.jada.networkallp.Exchange.<init>(Main.java:53)
}

proc corpus.jada.networkallp.Exchange.<init>[corpus.jada.networkallp.Exchange@Main.java:21] {
  s4: write corpus.jada.networkallp.Exchange@Main.java:21.first // at corpus.jada.networkallp.Exchange.<init>(Main.java:52)
  s5: write corpus.jada.networkallp.Exchange@Main.java:21.second // at corpus.jada.networkallp.Exchange.<init>(Main.java:53)
}

proc corpus.jada.networkallp.Exchange.run[corpus.jada.networkallp.Exchange@Main.java:19] {
  s1: read corpus.jada.networkallp.Exchange@Main.java:19.first // at corpus.jada.networkallp.Exchange.run(Main.java:58)
  s2: acquire corpus.jada.networkallp.Host@Main.java:16 // at corpus.jada.networkallp.Exchange.run(Main.java:58)
  s3: read corpus.jada.networkallp.Exchange@Main.java:19.second // at corpus.jada.networkallp.Exchange.run(Main.java:59)
  s4: acquire corpus.jada.networkallp.Host@Main.java:17 // at corpus.jada.networkallp.Exchange.run(Main.java:59)
  s5: read corpus.jada.networkallp.Exchange@Main.java:19.first // at corpus.jada.networkallp.Exchange.run(Main.java:60)
  s6: call corpus.jada.networkallp.Host.receive[corpus.jada.networkallp.Host@Main.java:16] // at corpus.jada.networkallp.Exchange.run(Main.java:60)
  s7: read corpus.jada.networkallp.Exchange@Main.java:19.second // at corpus.jada.networkallp.Exchange.run(Main.java:61)
  s8: call corpus.jada.networkallp.Host.receive[corpus.jada.networkallp.Host@Main.java:17] // at corpus.jada.networkallp.Exchange.run(Main.java:61)
  s9: release corpus.jada.networkallp.Host@Main.java:17 // at corpus.jada.networkallp.Exchange.run(Main.java:62)
  s19: release corpus.jada.networkallp.Host@Main.java:16 // at corpus.jada.networkallp.Exchange.run(Main.java:63)
}

proc corpus.jada.networkallp.Exchange.run[corpus.jada.networkallp.Exchange@Main.java:20] {
  s1: read corpus.jada.networkallp.Exchange@Main.java:20.first // at corpus.jada.networkallp.Exchange.run(Main.java:58)
  s2: acquire corpus.jada.networkallp.Host@Main.java:17 // at corpus.jada.networkallp.Exchange.run(Main.java:58)
  s3: read corpus.jada.networkallp.Exchange@Main.java:20.second // at corpus.jada.networkallp.Exchange.run(Main.java:59)
  s4: acquire corpus.jada.networkallp.Host@Main.java:18 // at corpus.jada.networkallp.Exchange.run(Main.java:59)
  s5: read corpus.jada.networkallp.Exchange@Main.java:20.first // at corpus.jada.networkallp.Exchange.run(Main.java:60)
  s6: call corpus.jada.networkallp.Host.receive[corpus.jada.networkallp.Host@Main.java:17] // at corpus.jada.networkallp.Exchange.run(Main.java:60)
  s7: read corpus.jada.networkallp.Exchange@Main.java:20.second // at corpus.jada.networkallp.Exchange.run(Main.java:61)
  s8: call corpus.jada.networkallp.Host.receive[corpus.jada.networkallp.Host@Main.java:18] // at corpus.jada.networkallp.Exchange.run(Main.java:61)
  s9: release corpus.jada.networkallp.Host@Main.java:18 // at corpus.jada.networkallp.Exchange.run(Main.java:62)
  s19: release corpus.jada.networkallp.Host@Main.java:17 // at corpus.jada.networkallp.Exchange.run(Main.java:63)
}

proc corpus.jada.networkallp.Exchange.run[corpus.jada.networkallp.Exchange@Main.java:21] {
  s1: read corpus.jada.networkallp.Exchange@Main.java:21.first // at corpus.jada.networkallp.Exchange.run(Main.java:58)
  s2: acquire corpus.jada.networkallp.Host@Main.java:18 // at corpus.jada.networkallp.Exchange.run(Main.java:58)
  s3: read corpus.jada.networkallp.Exchange@Main.java:21.second // at corpus.jada.networkallp.Exchange.run(Main.java:59)
  s4: acquire corpus.jada.networkallp.Host@Main.java:16 // at corpus.jada.networkallp.Exchange.run(Main.java:59)
  s5: read corpus.jada.networkallp.Exchange@Main.java:21.first // at corpus.jada.networkallp.Exchange.run(Main.java:60)
  s6: call corpus.jada.networkallp.Host.receive[corpus.jada.networkallp.Host@Main.java:18] // at corpus.jada.networkallp.Exchange.run(Main.java:60)
  s7: read corpus.jada.networkallp.Exchange@Main.java:21.second // at corpus.jada.networkallp.Exchange.run(Main.java:61)
  s8: call corpus.jada.networkallp.Host.receive[corpus.jada.networkallp.Host@Main.java:16] // at corpus.jada.networkallp.Exchange.run(Main.java:61)
  s9: release corpus.jada.networkallp.Host@Main.java:16 // at corpus.jada.networkallp.Exchange.run(Main.java:62)
  s19: release corpus.jada.networkallp.Host@Main.java:18 // at corpus.jada.networkallp.Exchange.run(Main.java:63)
}

proc corpus.jada.networkallp.Host.<init>[corpus.jada.networkallp.Host@Main.java:16] {
  s3: write corpus.jada.networkallp.Host@Main.java:16.id // at corpus.jada.networkallp.Host.<init>(Main.java:39)
}

proc corpus.jada.networkallp.Host.<init>[corpus.jada.networkallp.Host@Main.java:17] {
  s3: write corpus.jada.networkallp.Host@Main.java:17.id // at corpus.jada.networkallp.Host.<init>(Main.java:39)
}

proc corpus.jada.networkallp.Host.<init>[corpus.jada.networkallp.Host@Main.java:18] {
  s3: write corpus.jada.networkallp.Host@Main.java:18.id // at corpus.jada.networkallp.Host.<init>(Main.java:39)
}

proc corpus.jada.networkallp.Host.receive[corpus.jada.networkallp.Host@Main.java:16] {
  s1: read corpus.jada.networkallp.Host@Main.java:16.packets // at corpus.jada.networkallp.Host.receive(Main.java:43)
  s3: write corpus.jada.networkallp.Host@Main.java:16.packets // at corpus.jada.networkallp.Host.receive(Main.java:43)
}

proc corpus.jada.networkallp.Host.receive[corpus.jada.networkallp.Host@Main.java:17] {
  s1: read corpus.jada.networkallp.Host@Main.java:17.packets // at corpus.jada.networkallp.Host.receive(Main.java:43)
  s3: write corpus.jada.networkallp.Host@Main.java:17.packets // at corpus.jada.networkallp.Host.receive(Main.java:43)
}

proc corpus.jada.networkallp.Host.receive[corpus.jada.networkallp.Host@Main.java:18] {
  s1: read corpus.jada.networkallp.Host@Main.java:18.packets // at corpus.jada.networkallp.Host.receive(Main.java:43)
  s3: write corpus.jada.networkallp.Host@Main.java:18.packets // at corpus.jada.networkallp.Host.receive(Main.java:43)
}

proc corpus.jada.networkallp.Main.main {
  s2: call corpus.jada.networkallp.Host.<init>[corpus.jada.networkallp.Host@Main.java:16] // at corpus.jada.networkallp.Main.main(Main.java:16)
  s5: call corpus.jada.networkallp.Host.<init>[corpus.jada.networkallp.Host@Main.java:17] // at corpus.jada.networkallp.Main.main(Main.java:17)
  s8: call corpus.jada.networkallp.Host.<init>[corpus.jada.networkallp.Host@Main.java:18] // at corpus.jada.networkallp.Main.main(Main.java:18)
  s11: call corpus.jada.networkallp.Exchange.<init>[corpus.jada.networkallp.Exchange@Main.java:19] // at corpus.jada.networkallp.Main.main(Main.java:19)
  s14: call corpus.jada.networkallp.Exchange.<init>[corpus.jada.networkallp.Exchange@Main.java:20] // at corpus.jada.networkallp.Main.main(Main.java:20)
  s17: call corpus.jada.networkallp.Exchange.<init>[corpus.jada.networkallp.Exchange@Main.java:21] // at corpus.jada.networkallp.Main.main(Main.java:21)
  s28: fork corpus.jada.networkallp.Exchange.run[corpus.jada.networkallp.Exchange@Main.java:19] java.lang.Thread@Main.java:22 // at corpus.jada.networkallp.Main.main(Main.java:25)
  s29: fork corpus.jada.networkallp.Exchange.run[corpus.jada.networkallp.Exchange@Main.java:20] java.lang.Thread@Main.java:23 // at corpus.jada.networkallp.Main.main(Main.java:26)
  s30: fork corpus.jada.networkallp.Exchange.run[corpus.jada.networkallp.Exchange@Main.java:21] java.lang.Thread@Main.java:24 // at corpus.jada.networkallp.Main.main(Main.java:27)
  s31: join java.lang.Thread@Main.java:22 // at corpus.jada.networkallp.Main.main(Main.java:28)
  s32: join java.lang.Thread@Main.java:23 // at corpus.jada.networkallp.Main.main(Main.java:29)
  s33: join java.lang.Thread@Main.java:24 // at corpus.jada.networkallp.Main.main(Main.java:30)
}
